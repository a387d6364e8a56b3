// GET survey/labels/{screen}: a screen's texts (stored in the database, edited by the administrator).
import { labelsResponse, type SurveyLabelScreen, type SurveyLabels } from '@mti/contracts/survey/survey-labels';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { labelsQueryKey } from './survey-query-keys.ts';

export function labelsQuery(basePath: string | undefined, screen: SurveyLabelScreen) {
  return queryOptions({
    queryKey: labelsQueryKey(screen),
    queryFn: ({ signal }) =>
      surveyGet<SurveyLabels>(basePath as string, `/labels/${screen}`, { schema: labelsResponse, signal }),
    enabled: !!basePath,
    staleTime: 10 * 60_000,
  });
}
