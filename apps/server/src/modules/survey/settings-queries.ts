// Database calls on what the administrator tunes: thresholds per page and label texts.
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type { ConsoleThreshold, ConsoleThresholdListQuery } from '@mti/contracts/admin/console-thresholds';
import type { ThresholdRecord } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import type { SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { surveyLabels, surveyThresholds } from './schema.ts';

const thresholdColumns = {
  shipping_usd_llimit: surveyThresholds.shippingUsdLlimit,
  shipping_usd_ulimit: surveyThresholds.shippingUsdUlimit,
  shipping_tons_llimit: surveyThresholds.shippingTonsLlimit,
  shipping_tons_ulimit: surveyThresholds.shippingTonsUlimit,
  booking_usd_llimit: surveyThresholds.bookingUsdLlimit,
  booking_usd_ulimit: surveyThresholds.bookingUsdUlimit,
};

export async function findThreshold(db: Db, page: SurveyPage): Promise<ThresholdRecord | null> {
  const [row] = await db.select(thresholdColumns).from(surveyThresholds).where(eq(surveyThresholds.page, page));
  return row ?? null;
}

export async function listThresholds(db: Db): Promise<Array<ThresholdRecord & { page: SurveyPage }>> {
  const rows = await db
    .select({ page: surveyThresholds.page, ...thresholdColumns })
    .from(surveyThresholds)
    .orderBy(asc(surveyThresholds.page));
  return rows.map((row) => ({ ...row, page: row.page as SurveyPage }));
}

export async function upsertThreshold(db: Db, page: SurveyPage, limits: ThresholdRecord): Promise<void> {
  const values = {
    shippingUsdLlimit: limits.shipping_usd_llimit,
    shippingUsdUlimit: limits.shipping_usd_ulimit,
    shippingTonsLlimit: limits.shipping_tons_llimit,
    shippingTonsUlimit: limits.shipping_tons_ulimit,
    bookingUsdLlimit: limits.booking_usd_llimit,
    bookingUsdUlimit: limits.booking_usd_ulimit,
  };
  await db
    .insert(surveyThresholds)
    .values({ page, ...values })
    .onConflictDoUpdate({ target: surveyThresholds.page, set: { ...values, updatedAt: sql`now()` } });
}

export async function listLabelsOfScreen(db: Db, screen: SurveyLabelScreen): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: surveyLabels.key, text: surveyLabels.text })
    .from(surveyLabels)
    .where(eq(surveyLabels.screen, screen));
  return Object.fromEntries(rows.map((row) => [row.key, row.text]));
}

export async function findLabel(db: Db, screen: SurveyLabelScreen, key: string): Promise<string | null> {
  const [row] = await db
    .select({ text: surveyLabels.text })
    .from(surveyLabels)
    .where(and(eq(surveyLabels.screen, screen), eq(surveyLabels.key, key)));
  return row?.text ?? null;
}

export async function listAllLabels(db: Db): Promise<Array<{ screen: SurveyLabelScreen; key: string; text: string }>> {
  const rows = await db
    .select({ screen: surveyLabels.screen, key: surveyLabels.key, text: surveyLabels.text })
    .from(surveyLabels)
    .orderBy(asc(surveyLabels.screen), asc(surveyLabels.key));
  return rows.map((row) => ({ ...row, screen: row.screen as SurveyLabelScreen }));
}

export async function upsertLabels(
  db: Db,
  labels: ReadonlyArray<{ screen: SurveyLabelScreen; key: string; text: string }>,
): Promise<void> {
  if (!labels.length) return;
  await db
    .insert(surveyLabels)
    .values([...labels])
    .onConflictDoUpdate({
      target: [surveyLabels.screen, surveyLabels.key],
      set: { text: sql`excluded.text`, updatedAt: sql`now()` },
    });
}

/** Changes one existing label; false when there is no such label. The version moves on, so an open console edit goes stale. */
export async function updateLabelText(db: Db, screen: SurveyLabelScreen, key: string, text: string): Promise<boolean> {
  const rows = await db
    .update(surveyLabels)
    .set({ text, version: sql`${surveyLabels.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(surveyLabels.screen, screen), eq(surveyLabels.key, key)))
    .returning({ key: surveyLabels.key });
  return rows.length > 0;
}

export async function hasAnyLabel(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(surveyLabels);
  return Number(row?.n ?? 0) > 0;
}

type ThresholdSort = ConsoleThresholdListQuery['sort'];
/** Every page's limits and version; numeric figures read back as numbers (the SQL list bypasses drizzle's mapping). */
const thresholdSelect = sql`select * from (select page, shipping_usd_llimit::float8 as shipping_usd_llimit,
      shipping_usd_ulimit::float8 as shipping_usd_ulimit, shipping_tons_llimit::float8 as shipping_tons_llimit,
      shipping_tons_ulimit::float8 as shipping_tons_ulimit, booking_usd_llimit::float8 as booking_usd_llimit,
      booking_usd_ulimit::float8 as booking_usd_ulimit, version from survey_thresholds) as thresholds`;
const thresholdListSpec: PagedListSpec<ThresholdSort> = {
  select: thresholdSelect,
  sortColumns: {
    page: sql`page`,
    shipping_usd_llimit: sql`shipping_usd_llimit`,
    shipping_usd_ulimit: sql`shipping_usd_ulimit`,
    shipping_tons_llimit: sql`shipping_tons_llimit`,
    shipping_tons_ulimit: sql`shipping_tons_ulimit`,
    booking_usd_llimit: sql`booking_usd_llimit`,
    booking_usd_ulimit: sql`booking_usd_ulimit`,
  },
  tieBreaker: sql`page`,
  searchColumns: [sql`page`],
};

/** The console's list (issue 19, decision 050): one page of them, sorted and searched in SQL. */
export const pageOfThresholdVersions = (db: Db, query: ConsoleThresholdListQuery) =>
  pagedList<ThresholdSort, ConsoleThreshold>(db, thresholdListSpec, query);

/** Every page the same query matches, in its order: the CSV. */
export const allThresholdVersions = (db: Db, query: ConsoleThresholdListQuery) =>
  allListRows<ThresholdSort, ConsoleThreshold>(db, thresholdListSpec, query, CONSOLE_EXPORT_MAX_ROWS);

/** One page's limits and version, locked for the rest of the transaction; null when the page has none. */
export async function findThresholdForUpdate(
  db: Db,
  page: SurveyPage,
): Promise<(ThresholdRecord & { version: number }) | null> {
  const [row] = await db
    .select({ ...thresholdColumns, version: surveyThresholds.version })
    .from(surveyThresholds)
    .where(eq(surveyThresholds.page, page))
    .for('update');
  return row ?? null;
}

/** Replaces one page's limits and moves its version on; returns the new version. */
export async function replaceThreshold(db: Db, page: SurveyPage, limits: ThresholdRecord): Promise<number> {
  const [row] = await db
    .update(surveyThresholds)
    .set({
      shippingUsdLlimit: limits.shipping_usd_llimit,
      shippingUsdUlimit: limits.shipping_usd_ulimit,
      shippingTonsLlimit: limits.shipping_tons_llimit,
      shippingTonsUlimit: limits.shipping_tons_ulimit,
      bookingUsdLlimit: limits.booking_usd_llimit,
      bookingUsdUlimit: limits.booking_usd_ulimit,
      version: sql`${surveyThresholds.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(surveyThresholds.page, page))
    .returning({ version: surveyThresholds.version });
  if (!row) throw new Error(`threshold ${page} vanished inside its transaction`);
  return row.version;
}

/** One label's text and version, locked for the rest of the transaction; null when there is none. */
export async function findLabelForUpdate(
  db: Db,
  screen: SurveyLabelScreen,
  key: string,
): Promise<{ text: string; version: number } | null> {
  const [row] = await db
    .select({ text: surveyLabels.text, version: surveyLabels.version })
    .from(surveyLabels)
    .where(and(eq(surveyLabels.screen, screen), eq(surveyLabels.key, key)))
    .for('update');
  return row ?? null;
}

/** Replaces one label's text and moves its version on; returns the new version. */
export async function replaceLabelText(db: Db, screen: SurveyLabelScreen, key: string, text: string): Promise<number> {
  const [row] = await db
    .update(surveyLabels)
    .set({ text, version: sql`${surveyLabels.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(surveyLabels.screen, screen), eq(surveyLabels.key, key)))
    .returning({ version: surveyLabels.version });
  if (!row) throw new Error(`label ${screen}/${key} vanished inside its transaction`);
  return row.version;
}
