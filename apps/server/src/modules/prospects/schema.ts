// Tables of the prospects module (migration 0007_account.sql): priced downloads offered to a
// prospect, and the downloads each prospect has bought.
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const prospectTransactions = pgTable('prospect_transactions', {
  tuid: text('tuid').primaryKey(),
  siteId: text('site_id').notNull(),
  appKey: text('app_key').notNull(),
  downloadKey: text('download_key').notNull(),
  downloadTitle: text('download_title').notNull(),
  amountCents: integer('amount_cents').notNull(),
  comment: text('comment').notNull().default(''),
  isProcessed: boolean('is_processed').notNull().default(false),
  processedAt: at('processed_at'),
  orderId: bigint('order_id', { mode: 'number' }),
  paymentReference: text('payment_reference'),
  chargeKey: text('charge_key'),
  chargeCardReference: text('charge_card_reference'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const prospectEntitlements = pgTable('prospect_entitlements', {
  transactionTuid: text('transaction_tuid').primaryKey(),
  siteId: text('site_id').notNull(),
  downloadKey: text('download_key').notNull(),
  title: text('title').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  grantedAt: at('granted_at').notNull().defaultNow(),
});
