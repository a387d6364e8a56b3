// GET {surveyBasePath}/{reportingPeriod}/{page} (spec §7): the period's whole survey data; an
// empty object means there is none. Cached per period: every page shows part of the same object.
import { type SurveyDataResponse, surveyDataResponse } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { surveyDataQueryKey } from './survey-query-keys.ts';

export function surveyDataQuery(basePath: string | undefined, period: string, page: SurveyPage) {
  return queryOptions({
    queryKey: surveyDataQueryKey(period),
    queryFn: ({ signal }) =>
      surveyGet<SurveyDataResponse>(basePath as string, `/${period}/${page}`, { schema: surveyDataResponse, signal }),
    enabled: !!basePath,
    // Each page shown loads it afresh (spec §4: navigation moves and reloads).
    staleTime: 0,
  });
}
