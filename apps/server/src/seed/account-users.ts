// Accounts of issue 7 (My Account, payments, prospect purchases): the demo prospect, and the
// accounts the end-to-end specs change (a card added or replaced, a download bought), one per
// change so that specs sharing the run's database never trip over each other. Every one has the
// demo password (identity-users.ts) and the e-mail `<userid>@example.com`.
import type { UserUpsert } from '../modules/identity/provisioning.ts';

type AccountUser = { account: Omit<UserUpsert, 'passwordHash'>; roles: readonly string[] };

function accountUser(
  userid: string,
  siteId: string,
  names: { first: string; last: string; organization: string },
  roles: readonly string[],
): AccountUser {
  const isProspect = roles.includes('mtprospect');
  return {
    account: {
      siteId,
      userid,
      email: `${userid}@example.com`,
      nameFirst: names.first,
      nameLast: names.last,
      organization: names.organization,
      timssCustomer: `000${siteId}`,
      // A prospect is a one-off buyer, not a member; its download history is its one app.
      isAmtMember: !isProspect,
      subscriptionActive: true,
      subscriptionExpiresOn: isProspect ? null : '2035-12-31',
      hasSignedEula: true,
      forcePasswordChange: false,
      profileProvisioning: false,
      isAdministrator: false,
    },
    roles,
  };
}

export const PROSPECT_ROLE = 'mtprospect';

export const ACCOUNT_USERS: readonly AccountUser[] = [
  // The demo prospect (README): a saved Visa, one pending and one processed transaction.
  accountUser('prospect', '100700', { first: 'Jordan', last: 'Blake', organization: 'Blake Precision Components' }, [
    PROSPECT_ROLE,
  ]),
  // End-to-end: adds a first card on payment/add.
  accountUser('cardadder', '100701', { first: 'Casey', last: 'Adler', organization: 'Adler Tool & Die' }, ['usmto']),
  // End-to-end: replaces its card on payment/update.
  accountUser('cardupdater', '100702', { first: 'Uma', last: 'Drake', organization: 'Drake Gearworks' }, ['usmto']),
  // End-to-end: buys with its saved card.
  accountUser('buyer1', '100703', { first: 'Ben', last: 'Okafor', organization: 'Okafor Machining' }, [PROSPECT_ROLE]),
  // End-to-end: has no saved card, buys with a new one.
  accountUser('buyer2', '100704', { first: 'Bea', last: 'Lindqvist', organization: 'Lindqvist Forming' }, [
    PROSPECT_ROLE,
  ]),
  // End-to-end: its saved card has insufficient funds, and it tries a declined new card.
  accountUser('buyer3', '100705', { first: 'Bo', last: 'Castillo', organization: 'Castillo Fabrication' }, [
    PROSPECT_ROLE,
  ]),
];

/** The fixed transaction ids of the demo and end-to-end prospects (README: /prospects/{tuid}). */
export const PROSPECT_TUIDS = {
  prospectPending: '5e7a1c20-7d4b-4f3a-9c61-000000000701',
  prospectProcessed: '5e7a1c20-7d4b-4f3a-9c61-000000000702',
  buyer1Pending: '5e7a1c20-7d4b-4f3a-9c61-000000000703',
  buyer2Pending: '5e7a1c20-7d4b-4f3a-9c61-000000000704',
  buyer3Pending: '5e7a1c20-7d4b-4f3a-9c61-000000000705',
} as const;
