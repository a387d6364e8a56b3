// Demo cards, orders and prospect transactions (issue 7). Cards go through the test gateway like
// any other: only its reference, brand, last 4, expiry and billing address reach the portal.
// Deterministic: gateway references come from a seeded generator, order ids are fixed (below the
// ids real orders count from), and dates are fixed distances before the moment of seeding.

import {
  forgetSeedProspectOrder,
  removeSeedCard,
  saveSeedCard,
  saveSeedOrder,
} from '../modules/account/provisioning.ts';
import type { NewCard } from '../modules/account/service.ts';
import { saveUserAccount } from '../modules/identity/provisioning.ts';
import { saveSeedTransaction } from '../modules/prospects/provisioning.ts';
import { type Db, withTransaction } from '../platform/db.ts';
import type { PaymentGateway } from '../platform/payment-gateway.ts';
import { createRandom } from '../platform/random.ts';
import { createTestPaymentGateway } from '../platform/test-payment-gateway.ts';
import { TEST_CARDS } from '../platform/test-payment-gateway-cards.ts';
import { ACCOUNT_USERS, PROSPECT_TUIDS } from './account-users.ts';
import { DEMO_PASSWORD } from './identity-users.ts';

const PROSPECT_APP_KEY = 'mtprospect-downloads';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Site ids of the demo accounts (identity-users.ts) and of this accounts (account-users.ts). */
const SITE = {
  member: '100101',
  lapsed: '100102',
  guest: '100103',
  prospect: '100700',
  cardadder: '100701',
  cardupdater: '100702',
  buyer1: '100703',
  buyer2: '100704',
  buyer3: '100705',
} as const;

function card(
  number: string,
  expYyyymm: string,
  securityCode: string,
  holder: { first: string; last: string; email: string },
  address: { street: string; city: string; state: string; zip: string },
): NewCard {
  return {
    firstname: holder.first,
    lastname: holder.last,
    email: holder.email,
    cc: number,
    exp_yyyymm: expYyyymm,
    ccv2: securityCode,
    ...address,
  };
}

const CARDS_ON_FILE: ReadonlyArray<{ siteId: string; card: NewCard; vaultedOn?: Date }> = [
  {
    siteId: SITE.member,
    card: card(
      TEST_CARDS.visa.number,
      '203007',
      '123',
      { first: 'Dana', last: 'Whitaker', email: 'member@example.com' },
      { street: '4120 Spindle Row', city: 'Dayton', state: 'OH', zip: '45402' },
    ),
  },
  // Saved in 2023, expired in March 2024: My Account shows the expired style.
  {
    siteId: SITE.lapsed,
    vaultedOn: new Date('2023-06-01T12:00:00Z'),
    card: card(
      TEST_CARDS.mastercard.number,
      '202403',
      '321',
      { first: 'Marcus', last: 'Feld', email: 'lapsed@example.com' },
      { street: '88 Harbor Avenue', city: 'Erie', state: 'PA', zip: '16501' },
    ),
  },
  {
    siteId: SITE.prospect,
    card: card(
      TEST_CARDS.visa2.number,
      '202909',
      '456',
      { first: 'Jordan', last: 'Blake', email: 'prospect@example.com' },
      { street: '17 Foundry Lane', city: 'Rockford', state: 'IL', zip: '61101' },
    ),
  },
  {
    siteId: SITE.cardupdater,
    card: card(
      TEST_CARDS.visa.number,
      '202805',
      '789',
      { first: 'Uma', last: 'Drake', email: 'cardupdater@example.com' },
      { street: '5 Gear Street', city: 'Racine', state: 'WI', zip: '53403' },
    ),
  },
  {
    siteId: SITE.buyer1,
    card: card(
      TEST_CARDS.mastercard2.number,
      '203104',
      '246',
      { first: 'Ben', last: 'Okafor', email: 'buyer1@example.com' },
      { street: '301 Lathe Road', city: 'Akron', state: 'OH', zip: '44308' },
    ),
  },
  {
    siteId: SITE.buyer3,
    card: card(
      TEST_CARDS.insufficientFunds.number,
      '203012',
      '135',
      { first: 'Bo', last: 'Castillo', email: 'buyer3@example.com' },
      { street: '9 Press Brake Court', city: 'Tulsa', state: 'OK', zip: '74103' },
    ),
  },
];

/** Demo accounts without a card: one added since (by hand or by a test) is removed again. */
const NO_CARD = [SITE.guest, SITE.cardadder, SITE.buyer2];

/** Orders of member (some within the past 12 months, some older) and of lapsed (only older). */
const ORDERS: ReadonlyArray<{ id: number; siteId: string; daysAgo: number; totalCents: number; description: string }> =
  [
    {
      id: 1001,
      siteId: SITE.member,
      daysAgo: 18,
      totalCents: 149500,
      description: '<strong>USMTO</strong> annual subscription<br><small>Renewal, 12 months</small>',
    },
    {
      id: 1002,
      siteId: SITE.member,
      daysAgo: 96,
      totalCents: 49500,
      description: '<strong>Economic Trends</strong> add-on<br><small>Quarterly forecast pack</small>',
    },
    {
      id: 1003,
      siteId: SITE.member,
      daysAgo: 212,
      totalCents: 29500,
      description: '<strong>IMTS Exhibitor Passport</strong><br><small>Two extra employee seats</small>',
    },
    {
      id: 1004,
      siteId: SITE.member,
      daysAgo: 341,
      totalCents: 75000,
      description: '<strong>Advanced Workholding Technology</strong> report<br><small>Annual edition</small>',
    },
    {
      id: 1005,
      siteId: SITE.member,
      daysAgo: 402,
      totalCents: 149500,
      description: '<strong>USMTO</strong> annual subscription<br><small>Renewal, 12 months</small>',
    },
    {
      id: 1006,
      siteId: SITE.member,
      daysAgo: 790,
      totalCents: 120000,
      description: '<strong>USMTO</strong> annual subscription<br><small>First year</small>',
    },
    {
      id: 1011,
      siteId: SITE.lapsed,
      daysAgo: 540,
      totalCents: 99500,
      description: '<strong>Map U.S. Markets</strong> annual subscription',
    },
  ];

type SeedTransaction = {
  tuid: string;
  siteId: string;
  downloadKey: string;
  downloadTitle: string;
  amountCents: number;
  comment: string;
  /** A processed one: its order's id and how long ago it was paid. */
  processed?: { orderId: number; daysAgo: number };
};

const TRANSACTIONS: readonly SeedTransaction[] = [
  {
    tuid: PROSPECT_TUIDS.prospectPending,
    siteId: SITE.prospect,
    downloadKey: 'imts-2026-registrants-metal-cutting-great-lakes',
    downloadTitle: 'IMTS 2026 Registrants — Metal Cutting, Great Lakes',
    amountCents: 49500,
    comment: '1,240 registrant contacts with e-mail opt-in, as a CSV download',
  },
  {
    tuid: PROSPECT_TUIDS.prospectProcessed,
    siteId: SITE.prospect,
    downloadKey: 'imts-2024-leads-additive',
    downloadTitle: 'IMTS 2024 Leads — Additive Manufacturing',
    amountCents: 29500,
    comment: '610 booth-scan leads from the additive pavilion, as a CSV download',
    processed: { orderId: 1101, daysAgo: 41 },
  },
  {
    tuid: PROSPECT_TUIDS.buyer1Pending,
    siteId: SITE.buyer1,
    downloadKey: 'imts-2026-registrants-fabricating-southeast',
    downloadTitle: 'IMTS 2026 Registrants — Fabricating, Southeast',
    amountCents: 39500,
    comment: '980 registrant contacts with e-mail opt-in, as a CSV download',
  },
  {
    tuid: PROSPECT_TUIDS.buyer2Pending,
    siteId: SITE.buyer2,
    downloadKey: 'imts-2026-registrants-automation-west',
    downloadTitle: 'IMTS 2026 Registrants — Automation, West',
    amountCents: 44500,
    comment: '1,105 registrant contacts with e-mail opt-in, as a CSV download',
  },
  {
    tuid: PROSPECT_TUIDS.buyer3Pending,
    siteId: SITE.buyer3,
    downloadKey: 'imts-2026-registrants-quality-northeast',
    downloadTitle: 'IMTS 2026 Registrants — Quality & Inspection, Northeast',
    amountCents: 34500,
    comment: '720 registrant contacts with e-mail opt-in, as a CSV download',
  },
];

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A test gateway whose references repeat from one seeding to the next (one generator per user). */
function seedGateway(db: Db, siteId: string, now: () => Date): PaymentGateway {
  const random = createRandom(Number(siteId));
  const newReference = (kind: 'card' | 'charge' | 'refund') => {
    let out = { card: 'V', charge: 'A', refund: 'R' }[kind];
    while (out.length < 12) out += random.pick([...REFERENCE_ALPHABET]);
    return out;
  };
  return createTestPaymentGateway({ db, now, newReference });
}

export async function seedAccountPayments(db: Db, now: Date = new Date()): Promise<void> {
  await Promise.all(
    ACCOUNT_USERS.map(({ account, roles }) => saveUserAccount({ db, account, password: DEMO_PASSWORD, roles })),
  );

  for (const { siteId, card, vaultedOn } of CARDS_ON_FILE) {
    const gateway = seedGateway(db, siteId, () => vaultedOn ?? now);
    await saveSeedCard({ db, gateway, siteId, card });
  }
  const gateway = createTestPaymentGateway({ db });
  for (const siteId of NO_CARD) await removeSeedCard({ db, gateway, siteId });

  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const order of ORDERS) {
    await saveSeedOrder({
      db,
      order: {
        id: order.id,
        siteId: order.siteId,
        createdAt: ago(order.daysAgo),
        totalCents: order.totalCents,
        description: order.description,
        paymentReference: null,
        cardBrand: null,
        cardLast4: null,
        prospectTransactionTuid: null,
      },
    });
  }

  for (const transaction of TRANSACTIONS) await seedTransaction(db, transaction, ago);
}

/**
 * The sample sale made at the test gateway under the order's reference, so that the console can
 * refund it (decision 063). The one-off card is forgotten afterwards, as a card given to pay is.
 */
async function chargeSeedSale(db: Db, t: SeedTransaction, reference: string): Promise<void> {
  const gateway = createTestPaymentGateway({
    db,
    newReference: (kind) => (kind === 'charge' ? reference : `${kind === 'card' ? 'V' : 'R'}${reference.slice(1)}`),
  });
  const card = await gateway.vaultCard({
    number: TEST_CARDS.visa2.number,
    expYyyymm: `${new Date().getUTCFullYear() + 3}12`,
    securityCode: '123',
    holderName: 'Sample Buyer',
    billingZip: '22102',
  });
  if (!card.ok) throw new Error(`seed card refused: ${card.code}`);
  const charged = await gateway.charge({
    cardReference: card.reference,
    amountCents: t.amountCents,
    description: `${t.downloadTitle} (${t.tuid})`,
    idempotencyKey: `seed-sale:${t.tuid}`,
  });
  if (!charged.ok) throw new Error(`seed sale refused: ${charged.code}`);
  await gateway.removeCard(card.reference);
}

async function seedTransaction(db: Db, t: SeedTransaction, ago: (days: number) => Date): Promise<void> {
  const base = {
    tuid: t.tuid,
    siteId: t.siteId,
    appKey: PROSPECT_APP_KEY,
    downloadKey: t.downloadKey,
    downloadTitle: t.downloadTitle,
    amountCents: t.amountCents,
    comment: t.comment,
  };
  const { processed } = t;
  if (!processed) {
    await withTransaction(db, async (tx) => {
      await saveSeedTransaction({
        db: tx,
        transaction: { ...base, isProcessed: false, processedAt: null, orderId: null, paymentReference: null },
      });
      await forgetSeedProspectOrder({ db: tx, tuid: t.tuid });
    });
    return;
  }
  const paidAt = ago(processed.daysAgo);
  // The reference the gateway gave the sale, as the order and the transaction keep it.
  const reference = `A${processed.orderId}SEED${t.tuid.slice(-3)}`;
  await chargeSeedSale(db, t, reference);
  await withTransaction(db, async (tx) => {
    await saveSeedOrder({
      db: tx,
      order: {
        id: processed.orderId,
        siteId: t.siteId,
        createdAt: paidAt,
        totalCents: t.amountCents,
        description: `<strong>${t.downloadTitle}</strong><br>${t.comment}`,
        paymentReference: reference,
        cardBrand: 'visa',
        cardLast4: TEST_CARDS.visa2.number.slice(-4),
        prospectTransactionTuid: t.tuid,
      },
    });
    await saveSeedTransaction({
      db: tx,
      transaction: {
        ...base,
        isProcessed: true,
        processedAt: paidAt,
        orderId: processed.orderId,
        paymentReference: reference,
      },
    });
  });
}
