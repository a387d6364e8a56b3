// Payment test helpers: a valid new-card payload, the gateway's charges, and fresh prospect
// transactions to pay.
import { sql } from 'drizzle-orm';
import { saveSeedTransaction } from '../src/modules/prospects/provisioning.ts';
import { type Db, rowsOf } from '../src/platform/db.ts';
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
