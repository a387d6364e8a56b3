// Tables of the Economic Trends leading-indicators dataset in the system of record.
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One row per month × indicator: the indicator's value in its own unit (econ-dimensions.ts). */
export const econIndicators = pgTable(
  'econ_indicators',
  {
    period: date('period', { mode: 'string' }).notNull(),
    indicator: text('indicator').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'econ_indicators_pkey', columns: [t.period, t.indicator] }),
    check('econ_indicators_period_check', sql`${t.period} = date_trunc('month', ${t.period})::date`),
  ],
);
