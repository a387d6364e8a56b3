// Added (issue 8, beyond the original): the survey administrator's calls under `/api/survey/admin`:
// open and close periods, see who has submitted, export submissions, edit thresholds and labels.
import { z } from 'zod';
import { reportingPeriodSchema } from './reporting-period.ts';
import { surveyPageSchema, type ThresholdRecord, thresholdRecord } from './survey-api.ts';
import { SURVEY_LABEL_SCREENS } from './survey-labels.ts';

/** The product role that makes a user a survey administrator. */
export const SURVEY_ADMIN_ROLE = 'surveyadmin';

export const adminPeriod = z.object({
  reporting_period: reportingPeriodSchema,
  is_open: z.boolean(),
  /** Member organisations taking part in the survey. */
  organisations: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
});
export type AdminPeriod = z.infer<typeof adminPeriod>;
export const adminPeriodsResponse = z.array(adminPeriod);

export const PERIOD_EXISTS = 'That reporting period already exists.';
export const createPeriodBody = z.object({ reporting_period: reportingPeriodSchema });
export const updatePeriodBody = z.object({ is_open: z.boolean() });

export const adminSubmission = z.object({
  organisation_id: z.string(),
  organisation_name: z.string(),
  is_started: z.boolean(),
  is_submitted: z.boolean(),
  mod_date_time: z.string().nullable(),
  reported_by: z.string().nullable(),
});
export type AdminSubmission = z.infer<typeof adminSubmission>;
export const adminSubmissionsResponse = z.array(adminSubmission);

export const LIMITS_OUT_OF_ORDER = 'Each lower limit must not be more than its upper limit.';
/** Refinement shared by every form of the limits (survey admin, admin console). */
export function checkLimitsInOrder(limits: ThresholdRecord, context: z.RefinementCtx) {
  for (const [lower, upper] of [
    ['shipping_usd_llimit', 'shipping_usd_ulimit'],
    ['shipping_tons_llimit', 'shipping_tons_ulimit'],
    ['booking_usd_llimit', 'booking_usd_ulimit'],
  ] as const) {
    if (limits[lower] > limits[upper])
      context.addIssue({ code: 'custom', message: LIMITS_OUT_OF_ORDER, path: [lower] });
  }
}
export const thresholdBody = thresholdRecord.superRefine(checkLimitsInOrder);
export const adminThreshold = thresholdRecord.extend({ page: surveyPageSchema });
export const adminThresholdsResponse = z.array(adminThreshold);

export const LABEL_BLANK = 'The text cannot be blank.';
export const LABEL_TOO_LONG = 'The text cannot be more than 2000 characters long.';
export const ERROR_PAGE_PATH = 'An error page is a path of this site, such as /404.';
export const ERROR_PAGE_PATH_PATTERN = /^\/[A-Za-z0-9-]+$/;

export const adminLabel = z.object({ screen: z.enum(SURVEY_LABEL_SCREENS), key: z.string(), text: z.string() });
export type AdminLabel = z.infer<typeof adminLabel>;
export const adminLabelsResponse = z.array(adminLabel);
export const labelParams = z.object({ screen: z.enum(SURVEY_LABEL_SCREENS), key: z.string().min(1).max(200) });
export const updateLabelBody = z.object({
  text: z.string({ error: LABEL_BLANK }).trim().min(1, LABEL_BLANK).max(2000, LABEL_TOO_LONG),
});
