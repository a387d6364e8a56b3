// Tables of the prospects module (migration 0007_account.sql): priced downloads offered to a
// prospect, and the downloads each prospect has bought.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../account/schema.ts';
import { catalogApps } from '../catalog/schema.ts';
import { users } from '../identity/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const prospectTransactions = pgTable(
  'prospect_transactions',
  {
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
    /** When the charge in flight was claimed: the reconciliation leaves younger ones to their request. */
    chargeStartedAt: at('charge_started_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The administrator who created it in the console (decision 070); null for the seed's. */
    createdBy: text('created_by'),
    /** When the mail with its payment link last left (the mail job sets it). */
    linkSentAt: at('link_sent_at'),
    /** Cancelled unpaid in the console (decision 074): the link no longer takes a payment. */
    cancelledAt: at('cancelled_at'),
    cancelledBy: text('cancelled_by'),
    /** Optimistic locking of console edits (decision 050). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    foreignKey({
      name: 'prospect_transactions_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'prospect_transactions_app_key_fkey',
      columns: [t.appKey],
      foreignColumns: [catalogApps.appKey],
    }),
    foreignKey({ name: 'prospect_transactions_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }),
    check('prospect_transactions_amount_cents_check', sql`${t.amountCents} > 0`),
    check(
      'prospect_transactions_check',
      sql`not ${t.isProcessed} or (${t.orderId} is not null and ${t.paymentReference} is not null)`,
    ),
    check('prospect_transactions_paid_or_cancelled', sql`not (${t.isProcessed} and ${t.cancelledAt} is not null)`),
    index('prospect_transactions_site').on(t.siteId),
  ],
);

export const prospectEntitlements = pgTable(
  'prospect_entitlements',
  {
    transactionTuid: text('transaction_tuid').primaryKey(),
    siteId: text('site_id').notNull(),
    downloadKey: text('download_key').notNull(),
    title: text('title').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'prospect_entitlements_transaction_tuid_fkey',
      columns: [t.transactionTuid],
      foreignColumns: [prospectTransactions.tuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'prospect_entitlements_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
    foreignKey({ name: 'prospect_entitlements_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }),
    index('prospect_entitlements_site').on(t.siteId, t.grantedAt.desc().nullsFirst()),
  ],
);
