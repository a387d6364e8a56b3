// Tables of member contributions: AGMA MMTR monthly reports (every version kept) and USMTO in
// Advance submissions with their frozen releases.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/column-types.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per accepted upload; the highest version of a (participant, month) is the current one. */
export const agmaReportVersions = pgTable(
  'agma_report_versions',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id').notNull(),
    rptDate: date('rpt_date', { mode: 'string' }).notNull(),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    ordersDollars: numeric('orders_dollars', { precision: 22, scale: 2 }).notNull(),
    shipmentsDollars: numeric('shipments_dollars', { precision: 22, scale: 2 }).notNull(),
    content: bytea('content').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [
    uniqueIndex('agma_report_versions_month_idx').on(t.siteId, t.rptDate, t.version),
    check('agma_report_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/** A participant's orders of a month, one row per category; a new submission before the deadline replaces them. */
export const usmtoAdvanceSubmissions = pgTable(
  'usmto_advance_submissions',
  {
    siteId: text('site_id').notNull(),
    period: text('period').notNull(),
    category: text('category').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    ordersDollars: numeric('orders_dollars', { precision: 17, scale: 2 }).notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.period, t.category] }),
    check('usmto_advance_submissions_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * The month's aggregate, frozen by the release task at its deadline: every reader gets these same
 * figures. published_at: when the task copied them into the analytics dataset (its public release).
 */
export const usmtoAdvanceReleases = pgTable('usmto_advance_releases', {
  period: text('period').primaryKey(),
  releasedAt: at('released_at').notNull(),
  figures: jsonb('figures').notNull(),
  publishedAt: at('published_at'),
});
