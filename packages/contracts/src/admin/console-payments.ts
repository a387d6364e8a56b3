// /api/admin/console/payments/orders…: the console's Payments section (issue 19), so far the order
// list: every order of every user, paged, sorted and searched on the server, exported as CSV. Only
// the card's brand and last four digits exist to show; no card number is ever stored.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse, SORT_DIRECTIONS } from './console-list.ts';

export const ORDER_SORTS = ['created_at', 'id', 'userid', 'total_cents', 'refunded_cents', 'net_cents'] as const;
export const orderListQuery = consoleListQuery(ORDER_SORTS);
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const consoleOrderRow = z.object({
  id: z.number().int(),
  site_id: z.string(),
  userid: z.string(),
  created_at: z.string(),
  total_cents: z.number().int(),
  description: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  prospect_transaction: z.boolean(),
  /** Refunds booked (done) so far, and the total less them (decision 070). */
  refunded_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;
export const orderListResponse = consoleListResponse(consoleOrderRow);
export type OrderListResponse = z.infer<typeof orderListResponse>;

// --- Order detail and refunds (issue 19, decision 063) ---

/** A refund of part or all of an order's charge, made through the payment gateway. */
export const consoleOrderRefund = z.object({
  id: z.number().int(),
  at: z.string(),
  amount_cents: z.number().int(),
  /** The gateway's reference of the refund. */
  gateway_reference: z.string().nullable(),
  /**
   * 'done'; 'pending' while the gateway's answer is not yet booked (the same request again, or the
   * pending-refund task, books it); 'failed' when the gateway refused it on a retry.
   */
  status: z.enum(['pending', 'done', 'failed']),
  actor_userid: z.string().nullable(),
  /** Tries of the pending-refund task, and why the last one did not book it (decision 070). */
  retry_attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type ConsoleOrderRefund = z.infer<typeof consoleOrderRefund>;

export const consoleAuditLine = z.object({
  at: z.string(),
  action: z.string(),
  actor_userid: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

export const orderDetailResponse = z.object({
  order: consoleOrderRow.extend({
    /** The gateway's charge id (PNREF); null for orders paid outside the gateway (sample data). */
    payment_reference: z.string().nullable(),
    prospect_transaction_tuid: z.string().nullable(),
  }),
  /** An order has one line: its description at its total. */
  lines: z.array(z.object({ description: z.string(), amount_cents: z.number().int() })),
  refunds: z.array(consoleOrderRefund),
  refunded_cents: z.number().int(),
  /** Captured minus refunded (pending refunds included): the most a new refund may be. */
  refundable_cents: z.number().int(),
  audit: z.array(consoleAuditLine),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponse>;

export const orderIdParams = z.object({ id: z.coerce.number().int().positive() });

export const REFUND_AMOUNT_REQUIRED = 'Enter the amount to refund, for example 12.50.';
export const REFUND_AMOUNT_POSITIVE = 'The refund must be more than $0.00.';
export const refundTooLarge = (refundableCents: number) =>
  `The refund cannot be more than what is left to refund on this order: $${(refundableCents / 100).toFixed(2)}.`;
export const ORDER_NOT_REFUNDABLE =
  'This order was not paid through the payment gateway, so it cannot be refunded here.';

/**
 * Reads an amount as an administrator types it: "12.50", "1,234.50", "$12", or with a decimal
 * comma "12,50" (a comma followed by one or two final digits and no dot). Null when unreadable.
 */
export function parseAmountToCents(text: string): number | null {
  let t = text.trim().replace(/^\$/, '').replace(/\s/g, '');
  if (t === '') return null;
  if (!t.includes('.') && /^\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{0,2})?$/.test(t)) t = t.replace(/,/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(t)) return null;
  const [whole = '0', fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The refund rule, the same in the browser and on the server: null when the amount may be refunded. */
export function refundAmountProblem(amountCents: number | null, refundableCents: number): string | null {
  if (amountCents === null) return REFUND_AMOUNT_REQUIRED;
  if (amountCents <= 0) return REFUND_AMOUNT_POSITIVE;
  if (amountCents > refundableCents) return refundTooLarge(refundableCents);
  return null;
}

export const refundBody = z.object({
  /** As typed: "12.50", "12,50", "1,234.50". */
  amount: z.string().max(20),
  /** Made once per refund form: a double click or a retry refunds once. */
  idempotency_key: z.string().uuid(),
  reason: z.string().trim().max(200).default(''),
});
export type RefundBody = z.input<typeof refundBody>;

export const refundResponse = z.object({ refund: consoleOrderRefund, refundable_cents: z.number().int() });
export type RefundResponse = z.infer<typeof refundResponse>;

// --- "Book it now" on a pending refund (decision 098) ---

/**
 * POST /api/admin/console/payments/refunds/:id/book (no body): asks the gateway again with the
 * refund's own idempotency key (it refunds at most once) and books its answer, audited with the
 * administrator. 404 unknown refund; 409 already booked or no longer pending; 502 gateway unreachable
 * (the try is counted, the refund stays pending); 402 the gateway refused (the refund is failed).
 */
export const bookRefundParams = z.object({ id: z.coerce.number().int().positive() });
export const bookRefundResponse = z.object({
  order_id: z.number().int(),
  refund: consoleOrderRefund,
  /** The order's refunded total now, this refund included. */
  refunded_cents: z.number().int(),
});
export type BookRefundResponse = z.infer<typeof bookRefundResponse>;

export const REFUND_NOT_FOUND = 'There is no such refund.';
export const REFUND_ALREADY_BOOKED = 'This refund is already booked; nothing was changed.';
export const REFUND_NOT_PENDING = 'This refund failed at the gateway, so there is nothing to book.';
export const REFUND_GATEWAY_UNREACHABLE =
  'The payment gateway could not be reached, so the refund is still not booked. It stays pending with its amount reserved; try again later.';

// --- Reconciliation of charges without an order (issue 13, decision 063) ---

export const unbookedCharge = z.object({
  tuid: z.string(),
  userid: z.string(),
  title: z.string(),
  amount_cents: z.number().int(),
  claimed_at: z.string().nullable(),
  gateway_status: z.enum(['approved', 'declined', 'voided', 'none']),
  charge_reference: z.string().nullable(),
});
export type UnbookedCharge = z.infer<typeof unbookedCharge>;

export const reconciliationAction = z.object({
  at: z.string(),
  /** booked, voided or cleared_decline. */
  action: z.string(),
  tuid: z.string().nullable(),
  /** Who acted: an administrator's username, or null for the recurring task. */
  actor_userid: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});

export type ReconciliationAction = z.infer<typeof reconciliationAction>;

export const reconciliationResponse = z.object({ unbooked: z.array(unbookedCharge) });
export type ReconciliationResponse = z.infer<typeof reconciliationResponse>;

/** What the reconciliation did, as a console list (decision 050): paged, sorted, searched, newest first. */
export const RECONCILIATION_ACTION_SORTS = ['at', 'action', 'tuid'] as const;
export const reconciliationActionListQuery = consoleListQuery(RECONCILIATION_ACTION_SORTS).extend({
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type ReconciliationActionListQuery = z.infer<typeof reconciliationActionListQuery>;
export const reconciliationActionListResponse = consoleListResponse(reconciliationAction);
export type ReconciliationActionListResponse = z.infer<typeof reconciliationActionListResponse>;

export const settleChargeParams = z.object({ tuid: z.string().min(1).max(200) });
export const settleChargeBody = z.object({ action: z.enum(['complete', 'void']) });
export const settleChargeResponse = z.object({
  action: z.enum(['complete', 'void']),
  order_id: z.number().int().nullable(),
});

/** GET /api/admin/console/payments/failed-refunds: the Payments alert (decision 091). */
export const FAILED_REFUNDS_ALERT_DAYS = 30;
export const failedRefundsResponse = z.object({
  days: z.number().int(),
  refunds: z.array(
    z.object({
      /** failed: not refunded (amount free again); not_booked: the gateway refunded it, our booking kept failing. */
      kind: z.enum(['failed', 'not_booked']),
      refund_id: z.number().int(),
      order_id: z.number().int(),
      amount_cents: z.number().int(),
      /** The gateway's reason (its refusal, or why it could not be reached on the last try). */
      reason: z.string().nullable(),
      attempts: z.number().int(),
      requested_at: z.string(),
    }),
  ),
});
export type FailedRefundsResponse = z.infer<typeof failedRefundsResponse>;
