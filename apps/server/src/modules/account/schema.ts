// Tables of the account module (migration 0007_account.sql): the card on file and orders.
import type { CardBrand } from '@mti/contracts/account/card-form';
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the portal keeps of a card: the gateway's token, brand, last 4, expiry and billing address. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    siteId: text('site_id').primaryKey(),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expYyyymm: text('exp_yyyymm').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'payment_methods_site_id_fkey', columns: [t.siteId], foreignColumns: [users.siteId] }).onDelete(
      'cascade',
    ),
    check('payment_methods_brand_check', sql`${t.brand} in ('visa', 'mastercard', 'amex', 'other')`),
    check('payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_methods_exp_yyyymm_check', sql`${t.expYyyymm} ~ '^[0-9]{4}(0[1-9]|1[0-2])$'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    // Ids below 100001 are the demo seed's; real orders count up from 100001.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    siteId: text('site_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    totalCents: integer('total_cents').notNull(),
    description: text('description').notNull(),
    paymentReference: text('payment_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    prospectTransactionTuid: text('prospect_transaction_tuid').unique('orders_prospect_transaction_tuid_key'),
  },
  (t) => [
    foreignKey({ name: 'orders_site_id_fkey', columns: [t.siteId], foreignColumns: [users.siteId] }).onDelete(
      'cascade',
    ),
    check('orders_total_cents_check', sql`${t.totalCents} >= 0`),
    index('orders_site_created').on(t.siteId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Refunds of an order's charge (decision 063). A refund is claimed as 'pending' under the order's
 * row lock before the gateway is asked, so that pending and done refunds together never exceed the
 * captured total; it becomes 'done' with the gateway's reference in the booking transaction.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('order_refunds_idempotency_key_key'),
    /** 'failed': the gateway refused it when the retry task asked again; its amount is free again. */
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    gatewayReference: text('gateway_reference'),
    /** The administrator's site_id. */
    actor: text('actor'),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    bookedAt: at('booked_at'),
    /** Tries of the pending-refund task (decision 070), and why the last one did not book it. */
    retryAttempts: integer('retry_attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    foreignKey({ name: 'order_refunds_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete(
      'cascade',
    ),
    check('order_refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    check('order_refunds_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    index('order_refunds_order').on(t.orderId),
  ],
);
