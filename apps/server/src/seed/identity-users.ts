// Demo accounts (issue 4): one per situation the launcher and the sign-in pages must handle.
// Every account's password is DEMO_PASSWORD and its e-mail `<userid>@example.com`.

import { AGMA_MMTR_ROLE } from '@mti/contracts/contributions/agma-api';
import { USMTO_ADVANCE_CONTRIBUTOR_ROLE } from '@mti/contracts/contributions/usmto-advance-api';
import type { UserUpsert } from '../modules/identity/provisioning.ts';

export const DEMO_PASSWORD = 'MTInsight!2026';

/** Every product role of the catalog (seed/catalog-products.ts) but the prospect's. */
const ALL_MEMBER_ROLES = ['usmto', 'mapus', 'awt', 'econ', 'passport', 'survey'] as const;
// Member contributions (issue 17): the AGMA MMTR card, and participation in USMTO in Advance.
const CONTRIBUTOR_ROLES = [AGMA_MMTR_ROLE, USMTO_ADVANCE_CONTRIBUTOR_ROLE] as const;

type DemoUser = { account: Omit<UserUpsert, 'passwordHash'>; roles: readonly string[] };

type Situation = Pick<
  UserUpsert,
  | 'isAmtMember'
  | 'subscriptionActive'
  | 'subscriptionExpiresOn'
  | 'hasSignedEula'
  | 'forcePasswordChange'
  | 'profileProvisioning'
  | 'isAdministrator'
>;

const base: Situation = {
  isAmtMember: true,
  subscriptionActive: true,
  subscriptionExpiresOn: '2035-12-31',
  hasSignedEula: true,
  forcePasswordChange: false,
  profileProvisioning: false,
  isAdministrator: false,
};

function demoUser(
  userid: string,
  siteId: string,
  names: { first: string; last: string; organization: string },
  overrides: Partial<Situation>,
  roles: readonly string[],
): DemoUser {
  return {
    account: {
      ...base,
      ...overrides,
      siteId,
      userid,
      email: `${userid}@example.com`,
      nameFirst: names.first,
      nameLast: names.last,
      organization: names.organization,
      timssCustomer: `000${siteId}`,
    },
    roles,
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  // Association member with an active subscription, terms signed, apps in four groups (one with
  // app terms, one under maintenance: Survey Archive).
  demoUser(
    'member',
    '100101',
    { first: 'Dana', last: 'Whitaker', organization: 'Precision Spindle Works' },
    {},
    ALL_MEMBER_ROLES,
  ),
  // Member whose subscription ran out: the launcher says there is no subscription.
  demoUser(
    'lapsed',
    '100102',
    { first: 'Marcus', last: 'Feld', organization: 'Great Lakes Tooling Co.' },
    { subscriptionExpiresOn: '2024-06-30' },
    ['usmto', 'mapus'],
  ),
  // Not a member and no subscription.
  demoUser(
    'guest',
    '100103',
    { first: 'Priya', last: 'Raman', organization: 'Raman Fabrication LLC' },
    { isAmtMember: false, subscriptionActive: false, subscriptionExpiresOn: null },
    [],
  ),
  // Has not signed the terms of use yet: the terms modal opens after sign-in.
  demoUser(
    'newcomer',
    '100104',
    { first: 'Elena', last: 'Ortiz', organization: 'Ortiz Gear & Machine' },
    { hasSignedEula: false },
    ['usmto', 'econ'],
  ),
  // Must change the password after signing in.
  demoUser(
    'changeme',
    '100105',
    { first: 'Tom', last: 'Becker', organization: 'Becker Automation' },
    { forcePasswordChange: true },
    ['usmto'],
  ),
  // Portal profile still being provisioned: sign-in gives is_valid false (the missing-id page).
  demoUser(
    'pending',
    '100106',
    { first: 'Sam', last: 'Whitfield', organization: 'Northstar Castings' },
    { profileProvisioning: true },
    ['usmto'],
  ),
  // Every app of My MTApps (issue 17): the launcher test opens each card as this user. A survey
  // participant of the member's organisation and a seat holder of Summit Gear at IMTS 2026.
  demoUser('allapps', '100107', { first: 'Ari', last: 'Everett', organization: 'Summit Gear & Automation' }, {}, [
    ...ALL_MEMBER_ROLES,
    'mtprospect',
    ...CONTRIBUTOR_ROLES,
  ]),
  // Administrator: may sign in as any user through the Admin Login page.
  demoUser(
    'admin',
    '100900',
    { first: 'Alex', last: 'Morgan', organization: 'Manufacturing Technology Insights Association' },
    { isAmtMember: false, isAdministrator: true },
    ALL_MEMBER_ROLES,
  ),
  // IMTS Exhibitor Passport (issue 14; seed/passport-demo.ts): an exhibitor whose company has a main-show
  // contract with three seats and has not accepted the passport terms, two colleagues holding the other
  // seats (Territory Manager), another exhibitor with terms accepted and saved lists and filters, and a
  // regional show app's single user.
  demoUser('exhibitor', '101401', { first: 'Jordan', last: 'Price', organization: 'Keystone Machine Tools' }, {}, [
    'passport',
  ]),
  demoUser('exhibitor-east', '101402', { first: 'Casey', last: 'Nolan', organization: 'Keystone Machine Tools' }, {}, [
    'passport',
  ]),
  demoUser('exhibitor-west', '101403', { first: 'Riley', last: 'Okafor', organization: 'Keystone Machine Tools' }, {}, [
    'passport',
  ]),
  demoUser('exhibitor2', '101404', { first: 'Morgan', last: 'Ellis', organization: 'Summit Gear & Automation' }, {}, [
    'passport',
  ]),
  demoUser('regional', '101405', { first: 'Taylor', last: 'Brooks', organization: 'Bayou Fabrication' }, {}, [
    'passport',
  ]),
  // USMTO Territory Wizard (issue 15; seed/territory-demo.ts): a sales manager who owns two saved
  // territory plans shared read-only within the organisation, and a colleague who sees them.
  demoUser('territory', '101501', { first: 'Avery', last: 'Lindqvist', organization: 'Heartland Machine Sales' }, {}, [
    'usmto',
    'mapus',
  ]),
  demoUser('territory2', '101502', { first: 'Jamie', last: 'Okonkwo', organization: 'Heartland Machine Sales' }, {}, [
    'usmto',
    'mapus',
  ]),
  // Member contributions (issue 17; seed/contributions-demo.ts): AGMA MMTR uploads and USMTO in
  // Advance submissions for past months, beside sample contributors.
  demoUser('contributor', '101601', { first: 'Dana', last: 'Whitfield', organization: 'Lakeshore Gear Works' }, {}, [
    'usmto',
    ...CONTRIBUTOR_ROLES,
  ]),
];
