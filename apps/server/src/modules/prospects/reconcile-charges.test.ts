// A server killed between the gateway's approval and the booking: the recurring reconciliation
// completes the order exactly once (or voids the charge when it can no longer be booked), writes
// each action to the audit log and lists it for administrators.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  approvedCharges,
  chargeWithoutBooking as chargeWithoutBookingOf,
  countRows,
  pendingTransaction,
} from '../../../test/payment-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { RECONCILE_GRACE_MS, reconcileCharges } from './reconcile-charges.ts';

const { app } = await buildTestApp();
const db = app.db;
const PROSPECT = '100700';

const chargeWithoutBooking = (tuid: string, amountCents: number) =>
  chargeWithoutBookingOf(db, app.paymentGateway, { siteId: PROSPECT, tuid, amountCents });

const afterGrace = () => new Date(Date.now() + RECONCILE_GRACE_MS + 1_000);
const reconcile = (now = afterGrace()) => reconcileCharges({ db, gateway: app.paymentGateway, now, log: app.log });
const ordersOf = (tuid: string) =>
  rowsOf<{ n: number }>(db, sql`select count(*)::int as n from orders where prospect_transaction_tuid = ${tuid}`);
const auditOf = (tuid: string) =>
  rowsOf<{ action: string }>(
    db,
    sql`select action from audit_log where subject = ${tuid} and action like 'prospect.reconciled.%' order by id`,
  );

describe('reconciling charges approved but never booked', () => {
  it('books the order once: one order, one entitlement, one charge; a second run does nothing', async () => {
    const tuid = await pendingTransaction(db, PROSPECT, 4200);
    const charged = await chargeWithoutBooking(tuid, 4200);
    const ordersBefore = await countRows(db, 'orders', PROSPECT);

    // Within the grace period the request may still be booking it: left alone.
    expect(await reconcile(new Date())).toEqual({ booked: 0, voided: 0, cleared: 0 });
    // The recurring job, as the queue runs it at start and every few minutes.
    await app.jobs.runUntilEmpty({ asOf: afterGrace() });

    expect((await ordersOf(tuid))[0]?.n).toBe(1);
    expect(await countRows(db, 'orders', PROSPECT)).toBe(ordersBefore + 1);
    expect((await rowsOf(db, sql`select 1 from prospect_entitlements where transaction_tuid = ${tuid}`)).length).toBe(
      1,
    );
    expect(await approvedCharges(db, tuid)).toBe(1);
    const [row] = await rowsOf<{ is_processed: boolean; payment_reference: string }>(
      db,
      sql`select is_processed, payment_reference from prospect_transactions where tuid = ${tuid}`,
    );
    expect(row).toEqual({ is_processed: true, payment_reference: charged.reference });
    expect(await auditOf(tuid)).toEqual([{ action: 'prospect.reconciled.booked' }]);

    expect(await reconcile()).toEqual({ booked: 0, voided: 0, cleared: 0 });
    expect((await ordersOf(tuid))[0]?.n).toBe(1);
    expect(await auditOf(tuid)).toHaveLength(1);
  });

  it('books once when reconciliations run at the same time', async () => {
    const tuid = await pendingTransaction(db, PROSPECT, 5300);
    await chargeWithoutBooking(tuid, 5300);
    const results = await Promise.all([reconcile(), reconcile(), reconcile()]);
    expect(results.reduce((sum, r) => sum + r.booked, 0)).toBe(1);
    expect((await ordersOf(tuid))[0]?.n).toBe(1);
    expect(await approvedCharges(db, tuid)).toBe(1);
    expect(await auditOf(tuid)).toEqual([{ action: 'prospect.reconciled.booked' }]);
  });

  it('voids a charge that can no longer be booked (the price changed), once, and frees the transaction', async () => {
    const tuid = await pendingTransaction(db, PROSPECT, 6100);
    const charged = await chargeWithoutBooking(tuid, 6100);
    await db.execute(sql`update prospect_transactions set amount_cents = 6500 where tuid = ${tuid}`);
    const results = await Promise.all([reconcile(), reconcile()]);
    expect(results.reduce((sum, r) => sum + r.voided, 0)).toBe(1);
    expect((await ordersOf(tuid))[0]?.n).toBe(0);
    const [gatewayRow] = await rowsOf<{ voided: boolean }>(
      db,
      sql`select voided_at is not null as voided from test_payment_gateway.charges where reference = ${charged.reference}`,
    );
    expect(gatewayRow?.voided).toBe(true);
    const [row] = await rowsOf<{ charge_key: string | null; is_processed: boolean }>(
      db,
      sql`select charge_key, is_processed from prospect_transactions where tuid = ${tuid}`,
    );
    expect(row).toEqual({ charge_key: null, is_processed: false });
    expect(await auditOf(tuid)).toEqual([{ action: 'prospect.reconciled.voided' }]);
    expect(await reconcile()).toEqual({ booked: 0, voided: 0, cleared: 0 });
  });

  it('leaves a claim the gateway never saw: the buyer’s next attempt makes that charge', async () => {
    const tuid = await pendingTransaction(db, PROSPECT, 3100);
    await db.execute(
      sql`update prospect_transactions set charge_key = ${`prospect-transaction:${tuid}:never-sent`},
          charge_card_reference = 'VUNKNOWN', charge_started_at = now() where tuid = ${tuid}`,
    );
    expect(await reconcile()).toEqual({ booked: 0, voided: 0, cleared: 0 });
    expect(await approvedCharges(db, tuid)).toBe(0);
    expect(await auditOf(tuid)).toHaveLength(0);
  });

  it('lists each action for administrators, and refuses anyone else', async () => {
    const admin = await signIn(app, 'admin');
    const res = await app.inject({ url: '/api/admin/reconciliations', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.reconciliations.map((r: { action: string }) => r.action).sort()).toEqual([
      'booked',
      'booked',
      'voided',
    ]);
    expect(body.reconciliations[0]).toMatchObject({ action: 'voided', detail: { reason: 'amount_changed' } });
    expect(body.reconciliations[1].detail).toMatchObject({ amount_cents: 5300 });
    expect(body.reconciliations[1].tuid).toMatch(/^test-100700-/);

    const prospect = await signIn(app, 'prospect');
    const refused = await app.inject({ url: '/api/admin/reconciliations', headers: prospect.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
  });
});
