// Wire shapes of the survey calls (spec §3, §7) under the survey base path (`/api/survey`).
import { z } from 'zod';
import { reportingPeriodSchema } from './reporting-period.ts';
import { METAL_TYPES, SURVEY_PAGES } from './survey-catalogue.ts';
import { isValidSurveyNumber, type SurveyInputKind } from './survey-input.ts';

export const INVALID_AMOUNT = 'Amounts take digits and one decimal point only: at most 13 characters and two decimals.';
export const INVALID_PERCENT =
  'Percentages take digits and one decimal point only: at most 5 characters and two decimals.';

const surveyNumber = (kind: SurveyInputKind) => {
  const message = kind === 'amount' ? INVALID_AMOUNT : INVALID_PERCENT;
  return z.number({ error: message }).refine((value) => isValidSurveyNumber(value, kind), message);
};

const rowName = z.string().trim().min(1).max(100);

export const metalRow = z.object({
  name: rowName,
  mtype: z.enum(METAL_TYPES),
  usd_pct: surveyNumber('percent'),
  english_tons_pct: surveyNumber('percent'),
});
export type MetalRow = z.infer<typeof metalRow>;

export const marketRow = z.object({ name: rowName, usd_pct: surveyNumber('percent') });
export type MarketRow = z.infer<typeof marketRow>;

/** Spec §3 Survey data: shipment {amount_usd, english_tons, metal, market} and booking {amount_usd}. */
export const surveyData = z.object({
  shipment: z.object({
    amount_usd: surveyNumber('amount'),
    english_tons: surveyNumber('amount'),
    metal: z.array(metalRow).max(50),
    market: z.array(marketRow).max(50),
  }),
  booking: z.object({ amount_usd: surveyNumber('amount') }),
});
export type SurveyData = z.infer<typeof surveyData>;

/** GET {reportingPeriod}/{page}: the data, or an empty object when the period holds none. */
export const surveyDataResponse = z.union([surveyData, z.strictObject({})]);
export type SurveyDataResponse = z.infer<typeof surveyDataResponse>;

export function hasSurveyData(value: SurveyDataResponse): value is SurveyData {
  return 'shipment' in value;
}

export const surveyPageSchema = z.enum(SURVEY_PAGES);

export const reportingPeriodParams = z.object({ reportingPeriod: reportingPeriodSchema });
export const surveyPageParams = z.object({ reportingPeriod: reportingPeriodSchema, page: surveyPageSchema });
export const thresholdParams = z.object({ page: surveyPageSchema });

const stringBoolean = z.enum(['true', 'false']);

/** Spec §3 Survey reporting period (list item). */
export const periodListItem = z.object({
  reporting_period: reportingPeriodSchema,
  /** When the figures were last changed (the submission time of a submitted period); ISO 8601 UTC. */
  mod_date_time: z.string().nullable(),
  reported_by: z.string().nullable(),
  is_submitted: stringBoolean,
  is_started: stringBoolean,
  is_open: z.union([z.boolean(), stringBoolean]),
});
export type PeriodListItem = z.infer<typeof periodListItem>;
export const periodListResponse = z.array(periodListItem);

/** PUT {reporting_period}: true submits, false reopens (spec §7). */
export const submitPeriodBody = z.object({ is_submitted: z.boolean() });

/** Spec §3 Threshold record: lower and upper typical bounds. */
export const thresholdRecord = z.object({
  shipping_usd_llimit: z.number().nonnegative(),
  shipping_usd_ulimit: z.number().nonnegative(),
  shipping_tons_llimit: z.number().nonnegative(),
  shipping_tons_ulimit: z.number().nonnegative(),
  booking_usd_llimit: z.number().nonnegative(),
  booking_usd_ulimit: z.number().nonnegative(),
});
export type ThresholdRecord = z.infer<typeof thresholdRecord>;
/** GET threshold/{page}: a list whose first item holds the limits; empty when the page has none. */
export const thresholdResponse = z.array(thresholdRecord);

/** Added: who the caller is in the survey — their organisation (null if not a participant) and admin right. */
export const participationResponse = z.object({
  organisation: z.object({ id: z.string(), name: z.string() }).nullable(),
  is_admin: z.boolean(),
});
export type Participation = z.infer<typeof participationResponse>;

/** PUT {reportingPeriod}/{page} answers with what was saved (spec: a truthy response moves on). */
export const savePageResponse = surveyData;

// Refusals of the survey calls (codes name the problem; the blocking rules use their label keys).
export const NOT_PARTICIPANT = 'You do not have permission to access this page.';
export const PERIOD_NOT_FOUND = 'There is no such reporting period.';
export const PERIOD_CLOSED = 'This reporting period is closed. Please contact the survey administrator to reopen it.';
export const PERIOD_SUBMITTED =
  'This reporting period has been submitted and is read-only. Choose Edit on the surveys list to change it.';
export const PERIOD_NOT_STARTED = 'This reporting period has not been started yet. Start it from the surveys list.';
export const PERIOD_NOT_SUBMITTED = 'This reporting period has not been submitted, so there is nothing to reopen.';
export const ROWS_MISMATCH = 'The metal and market rows do not match this reporting period. Please reload the page.';
