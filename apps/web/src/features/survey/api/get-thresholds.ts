// GET {surveyBasePath}/threshold/{page} (spec §7): a list whose first item holds the six limits.
import { type ThresholdRecord, thresholdResponse } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { thresholdsQueryKey } from './survey-query-keys.ts';

export function thresholdsQuery(basePath: string | undefined, page: SurveyPage, enabled = true) {
  return queryOptions({
    queryKey: thresholdsQueryKey(page),
    queryFn: ({ signal }) =>
      surveyGet<ThresholdRecord[]>(basePath as string, `/threshold/${page}`, { schema: thresholdResponse, signal }),
    enabled: !!basePath && enabled,
    select: (list) => list[0] ?? null,
  });
}
