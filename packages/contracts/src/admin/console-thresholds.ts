// Survey thresholds edited from the admin console (issue 19): the survey admin's limits, with the
// version each edit started from.
import { z } from 'zod';
import { checkLimitsInOrder } from '../survey/survey-admin-api.ts';
import { surveyPageSchema, thresholdRecord } from '../survey/survey-api.ts';

export const consoleThresholdBody = thresholdRecord
  .extend({ version: z.number().int().min(1) })
  .superRefine(checkLimitsInOrder);
export type ConsoleThresholdBody = z.infer<typeof consoleThresholdBody>;

export const consoleThreshold = thresholdRecord.extend({ page: surveyPageSchema, version: z.number().int() });
export type ConsoleThreshold = z.infer<typeof consoleThreshold>;
export const consoleThresholdsResponse = z.array(consoleThreshold);
