// GET survey/labels/{screen}: a screen's texts (stored in the database, edited by the administrator).
import { labelsResponse, type SurveyLabelScreen, type SurveyLabels } from '@mti/contracts/survey/survey-labels';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet, surveyQueryKey } from './survey-call.ts';

export const labelsQueryKey = (screen?: SurveyLabelScreen) =>
  screen ? surveyQueryKey('labels', screen) : surveyQueryKey('labels');

export function labelsQuery(basePath: string | undefined, screen: SurveyLabelScreen) {
  return queryOptions({
    queryKey: labelsQueryKey(screen),
    queryFn: ({ signal }) =>
      surveyGet<SurveyLabels>(basePath as string, `/labels/${screen}`, { schema: labelsResponse, signal }),
    enabled: !!basePath,
    staleTime: 10 * 60_000,
  });
}
