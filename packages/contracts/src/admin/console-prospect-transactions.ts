// /api/admin/console/payments/prospect-transactions…: the console's prospect transactions (issue
// 19, decision 070). An administrator offers one priced download to a user holding the prospect
// role (spec §3 mtprospect): the transaction is created, its payment link (the prospect order page,
// spec §2 prospects/{tuid}) is mailed to the user, and the list shows whether it was paid.
import { z } from 'zod';
import { recordVersion } from './console-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';
import { parseAmountToCents } from './console-payments.ts';

export const PROSPECT_TRANSACTION_SORTS = ['created_at', 'userid', 'amount_cents', 'status'] as const;
export const prospectTransactionListQuery = consoleListQuery(PROSPECT_TRANSACTION_SORTS);
export type ProspectTransactionListQuery = z.infer<typeof prospectTransactionListQuery>;

export const consoleProspectTransactionRow = z.object({
  tuid: z.string(),
  userid: z.string(),
  download_title: z.string(),
  amount_cents: z.number().int(),
  comment: z.string(),
  /** 'open' until the prospect pays it, then 'paid' with its order; 'cancelled' in the console (decision 074). */
  status: z.enum(['open', 'paid', 'cancelled']),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** When the mail with the payment link last left; null while it waits in the queue (or failed). */
  link_sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  version: z.number().int(),
});
export type ConsoleProspectTransactionRow = z.infer<typeof consoleProspectTransactionRow>;
export const prospectTransactionListResponse = consoleListResponse(consoleProspectTransactionRow);

/** The downloads that may be offered, for the form's list. */
export const prospectDownloadOptionsResponse = z.object({
  downloads: z.array(z.object({ download_key: z.string(), title: z.string() })),
});
export type ProspectDownloadOptions = z.infer<typeof prospectDownloadOptionsResponse>;

/** The largest amount one transaction may ask: a contact list costs hundreds, never this much. */
export const PROSPECT_AMOUNT_MAX_CENTS = 10_000_00;
export const PROSPECT_USER_REQUIRED = 'Enter the username of the prospect.';
export const PROSPECT_USER_UNKNOWN = 'No user has this username.';
export const PROSPECT_USER_NOT_PROSPECT =
  'This user does not hold the prospect role (mtprospect). Give it in Users › Roles first.';
export const PROSPECT_DOWNLOAD_REQUIRED = 'Choose the download to offer.';
export const PROSPECT_AMOUNT_REQUIRED = 'Enter the amount, for example 495.00.';
export const PROSPECT_AMOUNT_POSITIVE = 'The amount must be more than $0.00.';
export const PROSPECT_AMOUNT_TOO_LARGE = 'The amount cannot be more than $10,000.00.';
export const PROSPECT_COMMENT_TOO_LONG = 'The comment cannot be more than 200 characters long.';
export const PROSPECT_ALREADY_PAID = 'This transaction is paid; its link is no longer needed.';
export const PROSPECT_LINK_CANCELLED = 'This transaction is cancelled; its link can no longer be paid.';
export const PROSPECT_PAID_NOT_CANCELLED =
  'This transaction is paid, so it cannot be cancelled. Refund its order instead (Payments › Orders).';
export const PROSPECT_ALREADY_CANCELLED = 'This transaction is already cancelled.';
export const PROSPECT_PAYMENT_IN_PROGRESS =
  'The prospect is paying this transaction right now, so it cannot be cancelled. Reload the list in a minute.';

/** The amount rule, the same in the browser and on the server: null when the amount may be asked. */
export function prospectAmountProblem(amount: string): string | null {
  const cents = parseAmountToCents(amount);
  if (cents === null) return PROSPECT_AMOUNT_REQUIRED;
  if (cents <= 0) return PROSPECT_AMOUNT_POSITIVE;
  if (cents > PROSPECT_AMOUNT_MAX_CENTS) return PROSPECT_AMOUNT_TOO_LARGE;
  return null;
}

export const createProspectTransactionBody = z.object({
  userid: z.string().trim().max(100),
  download_key: z.string().max(200),
  /** As typed: "495", "495.00", "1,495.00", or with a decimal comma "495,50". */
  amount: z.string().max(20),
  comment: z.string().trim().max(200, { message: PROSPECT_COMMENT_TOO_LONG }).default(''),
});
export type CreateProspectTransactionBody = z.input<typeof createProspectTransactionBody>;

export const prospectTransactionResponse = z.object({ transaction: consoleProspectTransactionRow });
export const prospectTransactionParams = z.object({ tuid: z.string().min(1).max(100) });

/** Cancelling an unpaid transaction (decision 074) names the version the administrator saw. */
export const cancelProspectTransactionBody = z.object({ version: recordVersion });
export type CancelProspectTransactionBody = z.input<typeof cancelProspectTransactionBody>;
