// Tables of the survey module (migration 0008_survey.sql).
import type { MetalType } from '@mti/contracts/survey/survey-catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const figure = (name: string, precision = 15) => numeric(name, { precision, scale: 2, mode: 'number' });

export const surveyOrganisations = pgTable('survey_organisations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const surveyParticipants = pgTable(
  'survey_participants',
  {
    siteId: text('site_id').primaryKey(),
    organisationId: text('organisation_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'survey_participants_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'survey_participants_organisation_id_fkey',
      columns: [t.organisationId],
      foreignColumns: [surveyOrganisations.id],
    }).onDelete('cascade'),
    index('survey_participants_organisation').on(t.organisationId),
  ],
);

export const surveyPeriods = pgTable(
  'survey_periods',
  {
    reportingPeriod: text('reporting_period').primaryKey(),
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('survey_periods_reporting_period_check', sql`${t.reportingPeriod} ~ '^[0-9]{4}(0[1-9]|1[0-2])$'`)],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    organisationId: text('organisation_id').notNull(),
    reportingPeriod: text('reporting_period').notNull(),
    isSubmitted: boolean('is_submitted').notNull().default(false),
    shipmentUsd: figure('shipment_usd').notNull().default(0),
    shipmentTons: figure('shipment_tons').notNull().default(0),
    bookingUsd: figure('booking_usd').notNull().default(0),
    startedAt: at('started_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
    modDateTime: at('mod_date_time').notNull().defaultNow(),
    reportedBy: text('reported_by').notNull(),
    reportedBySiteId: text('reported_by_site_id'),
  },
  (t) => [
    primaryKey({ name: 'survey_responses_pkey', columns: [t.organisationId, t.reportingPeriod] }),
    foreignKey({
      name: 'survey_responses_organisation_id_fkey',
      columns: [t.organisationId],
      foreignColumns: [surveyOrganisations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'survey_responses_reporting_period_fkey',
      columns: [t.reportingPeriod],
      foreignColumns: [surveyPeriods.reportingPeriod],
    }).onDelete('cascade'),
    index('survey_responses_period').on(t.reportingPeriod, t.isSubmitted),
  ],
);

export const surveyMetalShares = pgTable(
  'survey_metal_shares',
  {
    organisationId: text('organisation_id').notNull(),
    reportingPeriod: text('reporting_period').notNull(),
    sortOrder: integer('sort_order').notNull(),
    name: text('name').notNull(),
    mtype: text('mtype').$type<MetalType>().notNull(),
    usdPct: figure('usd_pct', 7).notNull().default(0),
    englishTonsPct: figure('english_tons_pct', 7).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'survey_metal_shares_pkey', columns: [t.organisationId, t.reportingPeriod, t.name] }),
    foreignKey({
      name: 'survey_metal_shares_organisation_id_reporting_period_fkey',
      columns: [t.organisationId, t.reportingPeriod],
      foreignColumns: [surveyResponses.organisationId, surveyResponses.reportingPeriod],
    }).onDelete('cascade'),
    check('survey_metal_shares_mtype_check', sql`${t.mtype} in ('ferrous', 'non_ferrous', 'nickel_based')`),
  ],
);

export const surveyMarketShares = pgTable(
  'survey_market_shares',
  {
    organisationId: text('organisation_id').notNull(),
    reportingPeriod: text('reporting_period').notNull(),
    sortOrder: integer('sort_order').notNull(),
    name: text('name').notNull(),
    usdPct: figure('usd_pct', 7).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'survey_market_shares_pkey', columns: [t.organisationId, t.reportingPeriod, t.name] }),
    foreignKey({
      name: 'survey_market_shares_organisation_id_reporting_period_fkey',
      columns: [t.organisationId, t.reportingPeriod],
      foreignColumns: [surveyResponses.organisationId, surveyResponses.reportingPeriod],
    }).onDelete('cascade'),
  ],
);

export const surveyThresholds = pgTable(
  'survey_thresholds',
  {
    page: text('page').primaryKey(),
    shippingUsdLlimit: figure('shipping_usd_llimit').notNull(),
    shippingUsdUlimit: figure('shipping_usd_ulimit').notNull(),
    shippingTonsLlimit: figure('shipping_tons_llimit').notNull(),
    shippingTonsUlimit: figure('shipping_tons_ulimit').notNull(),
    bookingUsdLlimit: figure('booking_usd_llimit').notNull(),
    bookingUsdUlimit: figure('booking_usd_ulimit').notNull(),
    /** Optimistic locking for the admin console: an edit names the version it started from. */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('survey_thresholds_page_check', sql`${t.page} in ('shipments', 'metals', 'markets')`)],
);

export const surveyLabels = pgTable(
  'survey_labels',
  {
    screen: text('screen').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    /** Optimistic locking for the admin console: an edit names the version it started from. */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'survey_labels_pkey', columns: [t.screen, t.key] })],
);
