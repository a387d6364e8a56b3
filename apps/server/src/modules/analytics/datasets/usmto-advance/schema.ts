// The USMTO in Advance aggregate as the analyzer reads it: the publicly released months only.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One row per released month × published category (a withheld cell has no row), copied from the
 * month's frozen release when its public release date comes (contributions' release task).
 */
export const usmtoAdvanceFigures = pgTable(
  'usmto_advance_figures',
  {
    period: date('period', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    ordersDollars: numeric('orders_dollars', { precision: 17, scale: 2 }).notNull(),
    contributors: integer('contributors').notNull(),
  },
  (t) => [
    primaryKey({ name: 'usmto_advance_figures_pkey', columns: [t.period, t.category] }),
    check('usmto_advance_figures_period_check', sql`${t.period} = date_trunc('month', ${t.period})::date`),
  ],
);
