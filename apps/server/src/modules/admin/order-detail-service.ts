// The console's order detail and refunds (issue 19, decision 063). The account module owns orders
// and refunds and talks to the gateway; this file adds the names of the people involved and the
// order's audit trail (its refunds, and the purchase of its prospect transaction).
import type {
  BookRefundResponse,
  ConsoleOrderRefund,
  OrderDetailResponse,
  RefundBody,
} from '@mti/contracts/admin/console-payments';
import { listAuditOfSubjects } from '../../platform/audit.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import {
  bookRefundNow,
  getOrderWithRefunds,
  orderAuditSubject,
  type RefundRow,
  refundOrder,
} from '../account/service.ts';
import { loginNamesOf } from '../identity/service.ts';
import type { ConsoleCall } from './console-gate.ts';

const refundOf = (r: RefundRow, names: Map<string, string>): ConsoleOrderRefund => ({
  id: Number(r.id),
  at: (r.bookedAt ?? r.createdAt).toISOString(),
  amount_cents: r.amountCents,
  gateway_reference: r.gatewayReference,
  status: r.status,
  actor_userid: r.actor ? (names.get(r.actor) ?? null) : null,
  retry_attempts: r.retryAttempts,
  last_error: r.lastError,
});

export async function getConsoleOrderDetail(call: ConsoleCall & { orderId: number }): Promise<OrderDetailResponse> {
  const { order, refunds, refundedCents, refundableCents } = await getOrderWithRefunds({
    db: call.db,
    orderId: call.orderId,
  });
  const subjects = [
    orderAuditSubject(order.id),
    ...(order.prospectTransactionTuid ? [order.prospectTransactionTuid] : []),
  ];
  const audit = await listAuditOfSubjects(call.db, subjects);
  const people = [
    order.siteId,
    ...refunds.flatMap((r) => (r.actor ? [r.actor] : [])),
    ...audit.flatMap((a) => (a.actor ? [a.actor] : [])),
  ];
  const names = await loginNamesOf({ db: call.db, siteIds: people });
  return {
    order: {
      id: order.id,
      site_id: order.siteId,
      userid: names.get(order.siteId) ?? order.siteId,
      created_at: order.createdAt.toISOString(),
      total_cents: order.totalCents,
      description: order.description,
      card_brand: order.cardBrand,
      card_last4: order.cardLast4,
      prospect_transaction: order.prospectTransactionTuid !== null,
      refunded_cents: refundedCents,
      net_cents: order.totalCents - refundedCents,
      payment_reference: order.paymentReference,
      prospect_transaction_tuid: order.prospectTransactionTuid,
    },
    lines: [{ description: order.description, amount_cents: order.totalCents }],
    refunds: refunds.map((r) => refundOf(r, names)),
    refunded_cents: refundedCents,
    refundable_cents: refundableCents,
    audit: audit.map((a) => ({
      at: a.at.toISOString(),
      action: a.action,
      actor_userid: a.actor ? (names.get(a.actor) ?? null) : null,
      detail: a.detail,
    })),
  };
}

export async function refundConsoleOrder(
  call: ConsoleCall & { gateway: PaymentGateway; orderId: number; body: RefundBody },
) {
  const refund = await refundOrder({
    db: call.db,
    gateway: call.gateway,
    actor: call.admin.siteId,
    ip: call.ip,
    orderId: call.orderId,
    amount: call.body.amount,
    idempotencyKey: call.body.idempotency_key,
    reason: call.body.reason ?? '',
  });
  const { refundableCents } = await getOrderWithRefunds({ db: call.db, orderId: call.orderId });
  const names = await loginNamesOf({ db: call.db, siteIds: [call.admin.siteId] });
  return { refund: refundOf(refund, names), refundable_cents: refundableCents };
}

/** The audit detail's `via` of a refund booked with "Book it now" (decision 098). */
export const BOOKED_IN_CONSOLE = 'console: Book it now';

export async function bookConsoleRefund(
  call: ConsoleCall & { gateway: PaymentGateway; refundId: number },
): Promise<BookRefundResponse> {
  const refund = await bookRefundNow({
    db: call.db,
    gateway: call.gateway,
    refundId: call.refundId,
    actor: call.admin.siteId,
    ip: call.ip,
    via: BOOKED_IN_CONSOLE,
  });
  const { refundedCents } = await getOrderWithRefunds({ db: call.db, orderId: refund.orderId });
  const names = await loginNamesOf({ db: call.db, siteIds: refund.actor ? [refund.actor] : [] });
  return { order_id: refund.orderId, refund: refundOf(refund, names), refunded_cents: refundedCents };
}
