// Survey thresholds edited from the admin console (issue 19): the survey admin's limits, with the
// version each edit started from.
import { z } from 'zod';
import { checkLimitsInOrder } from '../survey/survey-admin-api.ts';
import { surveyPageSchema, thresholdRecord } from '../survey/survey-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const consoleThresholdBody = thresholdRecord
  .extend({ version: z.number().int().min(1) })
  .superRefine(checkLimitsInOrder);
export type ConsoleThresholdBody = z.infer<typeof consoleThresholdBody>;

export const consoleThreshold = thresholdRecord.extend({ page: surveyPageSchema, version: z.number().int() });
export type ConsoleThreshold = z.infer<typeof consoleThreshold>;
/** The console's list of them (issue 19, decision 050): paged, sorted and searched (page name). */
export const THRESHOLD_SORTS = [
  'page',
  'shipping_usd_llimit',
  'shipping_usd_ulimit',
  'shipping_tons_llimit',
  'shipping_tons_ulimit',
  'booking_usd_llimit',
  'booking_usd_ulimit',
] as const;
export const consoleThresholdListQuery = consoleListQuery(THRESHOLD_SORTS);
export type ConsoleThresholdListQuery = z.infer<typeof consoleThresholdListQuery>;
export const consoleThresholdListResponse = consoleListResponse(consoleThreshold);
export type ConsoleThresholdListResponse = z.infer<typeof consoleThresholdListResponse>;
