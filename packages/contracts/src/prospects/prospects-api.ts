// Wire shapes of the prospect order page (spec §3 Prospect transaction, §7 mtprospects/...).
import { z } from 'zod';
import { amountField, prospectCardPayload } from '../account/card-form.ts';

export const UNKNOWN_TRANSACTION = 'This order could not be found. Please check the link you were sent.';
/** Spec §8: a local error of the prospect page, and the server's answer to paying twice. */
export const TRANSACTION_ALREADY_PROCESSED = 'Transaction already processed';
export const AMOUNT_CHANGED = 'The order total has changed. Please reload the page to see the current total.';
/** An order the MTI team cancelled before it was paid (decision 074): the page and a payment both say so. */
export const TRANSACTION_CANCELLED =
  'This order was cancelled by the MTI Portal team and can no longer be paid. Please contact us if you still want it.';
export const NO_SAVED_CARD = 'There is no saved card on your account. Please enter a card.';

export const transactionParams = z.object({
  tuid: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, UNKNOWN_TRANSACTION),
});

/** GET mtprospects/transaction/{tuid}. */
export const prospectTransactionResponse = z.object({
  /** US dollars: what a purchase charges. */
  amount: z.number(),
  comment: z.string(),
  /** Spec §4: 0 pending, 1 processed. */
  is_processed: z.union([z.literal(0), z.literal(1)]),
  /** Added (decision 074): 1 when cancelled in the console before it was paid; it can no longer be paid. */
  is_cancelled: z.union([z.literal(0), z.literal(1)]),
  /** Added: the product's app title for 'Your {app title} Order' (may contain HTML). */
  app_title: z.string(),
  /** Added: the download being bought, the Order Summary's line item. */
  item: z.string(),
  /** Added: where the purchased download is found (the analyzer viewer of the download history). */
  appurl: z.string(),
});
export type ProspectTransaction = z.infer<typeof prospectTransactionResponse>;

/** POST .../processpnref: pay with the stored card. amt, when sent, must match the server's amount. */
export const payWithStoredCardBody = z
  .object({ amt: amountField.optional(), comment: z.string().max(500).optional() })
  .default({});

/** POST .../processcc: pay with a new card (the new-card payload plus amt and comment). */
export const payWithNewCardBody = prospectCardPayload;
export type PayWithNewCardBody = z.input<typeof payWithNewCardBody>;

export const purchaseResponse = z.object({
  success: z.literal(true),
  /** The order that now appears under Orders on My Account. */
  order_id: z.number().int(),
  /** The gateway's reference of the sale (PNREF). */
  pnref: z.string(),
  /** Where the purchased download now is. */
  appurl: z.string(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponse>;
