// "Book it now" (decision 098): an administrator books a pending refund at once, typically one the
// gateway made but whose booking kept failing until the pending-refund task stopped trying (decision
// 096). Like the task, it asks the gateway again with the refund's OWN idempotency key, so the gateway
// refunds at most once and answers with the refund it already made, then books it through the same
// book(): one transaction, status and audit together, exactly once. What differs from the task: the
// administrator is the audit's actor, an outage is answered (502) and counted but never fails the
// refund, and a refund booked meanwhile (a second click, the task) is refused with 409.
import {
  REFUND_ALREADY_BOOKED,
  REFUND_GATEWAY_UNREACHABLE,
  REFUND_NOT_FOUND,
  REFUND_NOT_PENDING,
} from '@mti/contracts/admin/console-payments';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import {
  bookOnce,
  failRefund,
  type GatewayRefundAnswer,
  gatewayUnreachableReason,
  notBookedReason,
  refundAgainAtGateway,
} from './order-refunds.ts';
import { findOrder, findRefund, type RefundRow, recordRetryError } from './refunds-queries.ts';

type BookNowOptions = {
  db: Db;
  gateway: PaymentGateway;
  refundId: number;
  /** The administrator's site_id: the audit's actor. */
  actor: string;
  ip: string | null;
  /** Written in the audit detail's `via`, as the task writes its own name. */
  via: string;
};

const alreadyBooked = () => new AppError(409, 'refund_already_booked', REFUND_ALREADY_BOOKED);

function assertPending(refund: RefundRow) {
  if (refund.status === 'done') throw alreadyBooked();
  if (refund.status !== 'pending') throw new AppError(409, 'refund_not_pending', REFUND_NOT_PENDING);
}

/** Asks the gateway again under the refund's own key and books its answer; the booked refund. */
export async function bookRefundNow(options: BookNowOptions): Promise<RefundRow> {
  const { db, gateway, refundId } = options;
  const refund = await findRefund(db, refundId);
  if (!refund) throw notFound(REFUND_NOT_FOUND);
  assertPending(refund);
  // A refund is claimed only on an order paid through the gateway (order-refunds.ts, claim()).
  const order = await findOrder(db, refund.orderId);
  if (!order?.paymentReference) throw notFound(REFUND_NOT_FOUND);
  let result: GatewayRefundAnswer;
  try {
    result = await refundAgainAtGateway(gateway, order.paymentReference, refund);
  } catch (error) {
    // Counted like the task's try; the refund stays pending with its amount reserved.
    await recordRetryError(db, refund.id, gatewayUnreachableReason(error));
    throw new AppError(502, 'gateway_unreachable', REFUND_GATEWAY_UNREACHABLE);
  }
  if (!result.ok) {
    // The gateway holds no refund under this key and refuses one now (the charge was voided): as the task does.
    const failure = { reason: result.message, code: result.code };
    if (!(await failRefund(options, refund, failure))) throw await alreadyBookedOrNotPending(db, refund.id);
    throw new AppError(402, result.code, result.message);
  }
  let booking: Awaited<ReturnType<typeof bookOnce>>;
  try {
    booking = await bookOnce({ ...options, orderId: refund.orderId }, refund, result.reference);
  } catch (error) {
    // The gateway refunded; our database did not book it: counted with the reference, as the task does.
    await recordRetryError(db, refund.id, notBookedReason(result.reference), result.reference).catch(() => undefined);
    throw error;
  }
  if (!booking.booked) throw alreadyBooked();
  return booking.refund;
}

/** The refund left pending meanwhile: 409 in the words of what it became. */
async function alreadyBookedOrNotPending(db: Db, refundId: number): Promise<AppError> {
  const now = await findRefund(db, refundId);
  return now?.status === 'done' ? alreadyBooked() : new AppError(409, 'refund_not_pending', REFUND_NOT_PENDING);
}
