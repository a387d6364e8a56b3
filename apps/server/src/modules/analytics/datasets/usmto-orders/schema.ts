// Tables of the USMTO orders dataset in the system of record (migration 0006_analytics.sql).
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const usmtoStates = pgTable('usmto_states', {
  stateCode: text('state_code').primaryKey(),
  stateName: text('state_name').notNull(),
  region: text('region').notNull(),
});

export const usmtoOrders = pgTable(
  'usmto_orders',
  {
    period: date('period', { mode: 'string' }).notNull(),
    stateCode: text('state_code').notNull(),
    category: text('category').notNull(),
    industry: text('industry').notNull(),
    shard: smallint('shard').notNull().default(0),
    orders: integer('orders').notNull(),
    units: integer('units').notNull(),
    valueUsd: bigint('value_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'usmto_orders_pkey', columns: [t.period, t.stateCode, t.category, t.industry, t.shard] }),
    check('usmto_orders_period_check', sql`${t.period} = date_trunc('month', ${t.period})::date`),
    check('usmto_orders_check', sql`${t.orders} >= 0 and ${t.units} >= ${t.orders} and ${t.valueUsd} >= 0`),
  ],
);
