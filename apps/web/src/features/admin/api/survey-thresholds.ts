// PUT /api/admin/console/survey-thresholds/:page: a survey page's limits (issue 19). The list is a
// console list (console-list.ts); a save reloads it.
import {
  type ConsoleThreshold,
  type ConsoleThresholdBody,
  consoleThreshold,
} from '@mti/contracts/admin/console-thresholds';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/http.ts';
import { consoleListKey } from './console-list.ts';

export const SURVEY_THRESHOLD_LIST = 'survey-thresholds';

export function useSaveSurveyThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ page, body }: { page: SurveyPage; body: ConsoleThresholdBody }) =>
      apiPut<ConsoleThreshold>(`admin/console/survey-thresholds/${page}`, body, {
        schema: consoleThreshold,
        errorPages: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleListKey(SURVEY_THRESHOLD_LIST) }),
  });
}
