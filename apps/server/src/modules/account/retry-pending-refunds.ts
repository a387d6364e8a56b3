// The pending-refund task (decision 070): a refund claimed (pending, its amount reserved) whose
// request died, or whose gateway call failed, is asked of the gateway again with the same
// idempotency key, so that the gateway refunds at most once whatever happened before:
// - the gateway approves (now, or answers with the refund it made the first time): booked and
//   audited in one transaction, exactly once (book() marks only a pending refund done);
// - the gateway refuses: the refund is failed with the gateway's message, its amount free again,
//   audited `admin.order.refund_failed`;
// - the call fails again (gateway down): it stays pending, with the try counted and the reason,
//   shown in the console's order detail; the next run tries again — until `maxAttempts` tries have
//   failed: then it is failed with the gateway's last reason, audited (`gave_up`), and listed in the
//   console's Payments alert (decision 091), rather than tried every 5 minutes for ever;
// - the gateway approves but our booking fails: the try is counted the same way; after `maxAttempts`
//   the task stops, but the refund stays pending with its amount reserved (the money has gone back,
//   so it must not become "failed") and the Payments alert lists it as not booked (decision 096).
// A recurring job, once across instances; the grace period leaves a refund to its own request.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import {
  book,
  failRefund,
  type GatewayRefundAnswer,
  gatewayUnreachableReason,
  notBookedReason,
  refundAgainAtGateway,
} from './order-refunds.ts';
import { findOrder, listPendingRefunds, type RefundRow, recordRetryError } from './refunds-queries.ts';

export const RETRY_PENDING_REFUNDS_JOB = 'account.retry-pending-refunds';
export const RETRY_REFUNDS_EVERY_MS = 5 * 60_000;
/** A refund request takes seconds; a pending refund this old has no request left to book it. */
export const RETRY_REFUNDS_GRACE_MS = 2 * 60_000;
/** The actor's name in the audit detail's `via` of what the task books. */
export const RETRY_TASK = 'pending-refund task';
/** The audit's `decline` when the task stopped trying (the gateway never answered). */
export const GAVE_UP_CODE = 'retries_exhausted';

type RetryOptions = {
  db: Db;
  gateway: PaymentGateway;
  now: Date;
  log: FastifyBaseLogger;
  /** Failed tries after which the task stops (REFUND_RETRY_MAX_ATTEMPTS): a gateway that never answered fails the refund; a booking that never succeeded leaves it pending for an administrator. */
  maxAttempts: number;
};
export type RetrySummary = { booked: number; failed: number; stillPending: number };

/** The gateway refused, or the task gave up on it: failed, audited with the task as the actor. */
function fail(db: Db, refund: RefundRow, reason: string, code: string, gaveUp?: { attempts: number }) {
  return failRefund({ db, actor: null, via: RETRY_TASK }, refund, { reason, code, gaveUp });
}

async function retryOne({ db, gateway, log, maxAttempts }: RetryOptions, refund: RefundRow, summary: RetrySummary) {
  const order = await findOrder(db, refund.orderId);
  if (!order?.paymentReference) return;
  let result: GatewayRefundAnswer;
  try {
    result = await refundAgainAtGateway(gateway, order.paymentReference, refund);
  } catch (error) {
    const reason = gatewayUnreachableReason(error);
    const attempts = refund.retryAttempts + 1;
    // A refund the gateway already made (a booking failed before) is never failed: the money went back.
    if (attempts >= maxAttempts && !refund.gatewayReference) {
      if (await fail(db, refund, reason, GAVE_UP_CODE, { attempts })) summary.failed++;
      log.error({ refund_id: refund.id, attempts }, 'pending refund: the gateway failed every try; refund failed');
      return;
    }
    await recordRetryError(db, refund.id, reason);
    log.warn({ refund_id: refund.id }, 'pending refund: the gateway call failed; the next run tries again');
    summary.stillPending++;
    return;
  }
  if (!result.ok) {
    if (await fail(db, refund, result.message, result.code)) summary.failed++;
    return;
  }
  try {
    const booked = await book(
      { db, actor: null, ip: null, orderId: refund.orderId, via: RETRY_TASK },
      refund,
      result.reference,
    );
    if (booked.status === 'done') summary.booked++;
  } catch (err) {
    await countBookingFailure(db, log, refund, maxAttempts, result.reference, err);
    summary.stillPending++;
  }
}

/** The gateway refunded but the booking failed: counted; after the last try, left to an administrator. */
async function countBookingFailure(
  db: Db,
  log: FastifyBaseLogger,
  refund: RefundRow,
  maxAttempts: number,
  gatewayReference: string,
  err: unknown,
) {
  const attempts = refund.retryAttempts + 1;
  const reason = notBookedReason(gatewayReference);
  // If the database is what failed, counting may fail too: the next run tries again either way.
  await recordRetryError(db, refund.id, reason, gatewayReference).catch(() => undefined);
  if (attempts >= maxAttempts) {
    log.error(
      { err, refund_id: refund.id, attempts },
      'pending refund: refunded but never booked; left to an administrator',
    );
  } else {
    log.error({ err, refund_id: refund.id }, 'pending refund could not be booked; the next run tries again');
  }
}

/** One pass over the refunds pending for longer than the grace period. */
export async function retryPendingRefunds(options: RetryOptions): Promise<RetrySummary> {
  const summary: RetrySummary = { booked: 0, failed: 0, stillPending: 0 };
  const before = new Date(options.now.getTime() - RETRY_REFUNDS_GRACE_MS);
  const pending = await listPendingRefunds(options.db, before, options.maxAttempts);
  for (const refund of pending) {
    try {
      await retryOne(options, refund, summary);
    } catch (err) {
      // Reading the order failed (the database): still pending, counted, tried again next run.
      await recordRetryError(options.db, refund.id, 'The refund could not be read to try it again.').catch(
        () => undefined,
      );
      options.log.error({ err, refund_id: refund.id }, 'pending refund could not be retried; the next run tries again');
      summary.stillPending++;
    }
  }
  if (summary.booked + summary.failed + summary.stillPending > 0) options.log.info(summary, 'pending refunds retried');
  return summary;
}
