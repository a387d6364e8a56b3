// PUT {surveyBasePath}/{reportingPeriod}/{page} (spec §7): saves the whole survey data; the
// server repeats the page's blocking rules. The saved object becomes the cached data.
import { type SurveyData, surveyData } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyPut } from './survey-call.ts';
import { periodsQueryKey, surveyDataQueryKey } from './survey-query-keys.ts';

export function useSaveSurveyPage(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, page, data }: { period: string; page: SurveyPage; data: SurveyData }) =>
      surveyPut<SurveyData>(basePath as string, `/${period}/${page}`, data, { schema: surveyData }),
    onSuccess: (saved, { period }) => {
      queryClient.setQueryData(surveyDataQueryKey(period), saved);
      return queryClient.invalidateQueries({ queryKey: periodsQueryKey });
    },
  });
}
