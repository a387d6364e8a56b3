// What the tests of refunds left pending (decisions 070, 098) share: the recurring task run as the job
// queue runs it, later each time; an order's refund figures from independent SQL; and a table made to
// refuse every new row on purpose.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RETRY_REFUNDS_GRACE_MS } from '../src/modules/account/retry-pending-refunds.ts';
import { type Db, rowsOf } from '../src/platform/db.ts';

/** Runs the recurring task as of a time after the grace period, moving that time on at each run. */
export function refundTaskRunner(app: FastifyInstance) {
  let clock = Date.now();
  return async () => {
    clock += RETRY_REFUNDS_GRACE_MS + 10 * 60_000;
    const asOf = new Date(clock);
    await app.jobs.scheduleRecurring(asOf);
    await app.jobs.runUntilEmpty({ asOf });
  };
}

/** Independent figures: the portal's refunds by status, the gateway's refunds, and the audit entries. */
export async function refundFigures(db: Db, orderId: number) {
  const [row] = await rowsOf<{
    done: number;
    pending: number;
    failed: number;
    at_gateway: number;
    gateway_count: number;
    booked_audits: number;
    failed_audits: number;
  }>(
    db,
    sql`select
      (select coalesce(sum(amount_cents), 0)::int from order_refunds where order_id = o.id and status = 'done') as done,
      (select coalesce(sum(amount_cents), 0)::int from order_refunds where order_id = o.id and status = 'pending') as pending,
      (select coalesce(sum(amount_cents), 0)::int from order_refunds where order_id = o.id and status = 'failed') as failed,
      (select coalesce(sum(r.amount_cents), 0)::int from test_payment_gateway.refunds r where r.charge_reference = o.payment_reference) as at_gateway,
      (select count(*)::int from test_payment_gateway.refunds r where r.charge_reference = o.payment_reference) as gateway_count,
      (select count(*)::int from audit_log where subject = 'order:' || o.id and action = 'admin.order.refund') as booked_audits,
      (select count(*)::int from audit_log where subject = 'order:' || o.id and action = 'admin.order.refund_failed') as failed_audits
      from orders o where o.id = ${orderId}`,
  );
  if (!row) throw new Error('no order');
  return row;
}

/** Makes the named table refuse every new row until the returned function is called. */
export async function breakWrites(db: Db, table: 'test_payment_gateway.refunds' | 'audit_log') {
  await db.execute(sql.raw(`alter table ${table} add constraint broken_on_purpose check (false) not valid`));
  return () => db.execute(sql.raw(`alter table ${table} drop constraint broken_on_purpose`));
}
