// Tables of the county manufacturing dataset in the system of record (migration 0013_county_manufacturing.sql).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const countyManufacturingCounties = pgTable('county_manufacturing_counties', {
  countyFips: text('county_fips').primaryKey(),
  countyName: text('county_name').notNull(),
  stateCode: text('state_code').notNull(),
});

export const countyManufacturing = pgTable(
  'county_manufacturing',
  {
    year: smallint('year').notNull(),
    countyFips: text('county_fips').notNull(),
    /** NAICS code: 3 digits, or 4 for the detail of a subsector (county-industries.ts). */
    industry: text('industry').notNull(),
    establishments: integer('establishments').notNull(),
    employment: integer('employment').notNull(),
    consumptionUsd: bigint('consumption_usd', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'county_manufacturing_pkey', columns: [t.year, t.countyFips, t.industry] }),
    check(
      'county_manufacturing_check',
      sql`${t.establishments} >= 1 and ${t.employment} >= ${t.establishments} and ${t.consumptionUsd} >= 0`,
    ),
  ],
);
