// Payment test helpers: a valid new-card payload, the gateway's charges, and fresh prospect
// transactions to pay.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { saveSeedTransaction } from '../src/modules/prospects/provisioning.ts';
import { type Db, rowsOf } from '../src/platform/db.ts';
import type { PaymentGateway } from '../src/platform/payment-gateway.ts';
import { TEST_CARDS } from '../src/platform/test-payment-gateway-cards.ts';

/** An expiry two years ahead, as the payload spells it. */
export const FUTURE_EXPIRY = `${new Date().getFullYear() + 2}11`;

export function cardPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstname: 'Casey',
    lastname: 'Adler',
    cc: TEST_CARDS.visa.number,
    exp_yyyymm: FUTURE_EXPIRY,
    ccv2: '123',
    street: '12 Anvil Way',
    city: 'Toledo',
    state: 'OH',
    zip: '43604',
    email: 'casey@example.com',
    ...overrides,
  };
}

/** Approved charges the gateway made, optionally only those of one prospect transaction. */
export async function approvedCharges(db: Db, tuid?: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from test_payment_gateway.charges
        where approved and (${tuid ?? null}::text is null or description like ${`%(${tuid ?? ''})`})`,
  );
  return row?.n ?? 0;
}

export async function countRows(db: Db, table: 'orders' | 'prospect_entitlements', siteId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where site_id = ${siteId}`,
  );
  return row?.n ?? 0;
}

let made = 0;

/** A new pending transaction of the mtprospect download product for a user; gives its tuid. */
export async function pendingTransaction(db: Db, siteId: string, amountCents = 12500): Promise<string> {
  made += 1;
  const tuid = `test-${siteId}-${made}-${Math.random().toString(36).slice(2, 10)}`;
  await saveSeedTransaction({
    db,
    transaction: {
      tuid,
      siteId,
      appKey: 'mtprospect-downloads',
      downloadKey: `test-download-${made}`,
      downloadTitle: `Test download ${made}`,
      amountCents,
      comment: 'A test purchase',
      isProcessed: false,
      processedAt: null,
      orderId: null,
      paymentReference: null,
    },
  });
  return tuid;
}

/**
 * The first attempt claimed the transaction and the gateway approved, then the process was killed:
 * a charge with no order (what the reconciliation settles). Charges the site's card on file.
 */
export async function chargeWithoutBooking(
  db: Db,
  gateway: PaymentGateway,
  { siteId, tuid, amountCents }: { siteId: string; tuid: string; amountCents: number },
) {
  const [card] = await rowsOf<{ gateway_token: string }>(
    db,
    sql`select gateway_token from payment_methods where site_id = ${siteId}`,
  );
  const chargeKey = `prospect-transaction:${tuid}:killed`;
  await db.execute(
    sql`update prospect_transactions set charge_key = ${chargeKey}, charge_card_reference = ${card?.gateway_token},
        charge_started_at = now() where tuid = ${tuid}`,
  );
  const charged = await gateway.charge({
    cardReference: card?.gateway_token ?? '',
    amountCents,
    description: `Test download (${tuid})`,
    idempotencyKey: chargeKey,
  });
  if (!charged.ok) throw new Error(`the test charge was refused: ${charged.code}`);
  return charged;
}

/** An order of the user paid through the test gateway (a real vaulted card and charge); gives its id. */
export async function paidOrder(
  db: Db,
  gateway: PaymentGateway,
  { siteId, totalCents, description }: { siteId: string; totalCents: number; description: string },
): Promise<number> {
  const card = await gateway.vaultCard({
    number: TEST_CARDS.visa2.number,
    expYyyymm: '203012',
    securityCode: '123',
    holderName: 'Sample Member',
    billingZip: '22102',
  });
  if (!card.ok) throw new Error(card.code);
  const charge = await gateway.charge({
    cardReference: card.reference,
    amountCents: totalCents,
    description,
    idempotencyKey: randomUUID(),
  });
  if (!charge.ok) throw new Error(charge.code);
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into orders (site_id, total_cents, description, payment_reference, card_brand, card_last4)
      values (${siteId}, ${totalCents}, ${description}, ${charge.reference}, ${charge.brand}, ${charge.last4})
      returning id`,
  );
  return Number(row?.id);
}
