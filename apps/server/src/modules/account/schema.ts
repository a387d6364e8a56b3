// Tables of the account module (migration 0007_account.sql): the card on file and orders.
import type { CardBrand } from '@mti/contracts/account/card-form';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the portal keeps of a card: the gateway's token, brand, last 4, expiry and billing address. */
export const paymentMethods = pgTable('payment_methods', {
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
});

export const orders = pgTable('orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  totalCents: integer('total_cents').notNull(),
  description: text('description').notNull(),
  paymentReference: text('payment_reference'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  prospectTransactionTuid: text('prospect_transaction_tuid').unique(),
});
