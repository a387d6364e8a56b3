// Tables of the Advanced Workholding Technology orders dataset in the system of record.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One row per month × region × product category: what the participants reported. */
export const awtOrders = pgTable(
  'awt_orders',
  {
    period: date('period', { mode: 'string' }).notNull(),
    region: text('region').notNull(),
    category: text('category').notNull(),
    orders: integer('orders').notNull(),
    units: integer('units').notNull(),
    valueUsd: bigint('value_usd', { mode: 'number' }).notNull(),
    /** Companies that reported the category that month (the same on each region's row). */
    participants: integer('participants').notNull(),
  },
  (t) => [
    primaryKey({ name: 'awt_orders_pkey', columns: [t.period, t.region, t.category] }),
    check('awt_orders_period_check', sql`${t.period} = date_trunc('month', ${t.period})::date`),
    check(
      'awt_orders_check',
      sql`${t.orders} >= 0 and ${t.units} >= ${t.orders} and ${t.valueUsd} >= 0 and ${t.participants} >= 0`,
    ),
  ],
);
