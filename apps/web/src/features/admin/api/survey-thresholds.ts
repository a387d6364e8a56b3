// GET and PUT /api/admin/console/survey-thresholds: the survey's limits per page (issue 19).
import {
  type ConsoleThreshold,
  type ConsoleThresholdBody,
  consoleThreshold,
  consoleThresholdsResponse,
} from '@mti/contracts/admin/console-thresholds';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'survey-thresholds'] as const;

export function surveyThresholdsQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<ConsoleThreshold[]>('admin/console/survey-thresholds', { schema: consoleThresholdsResponse, signal }),
  });
}

export function useSaveSurveyThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ page, body }: { page: SurveyPage; body: ConsoleThresholdBody }) =>
      apiPut<ConsoleThreshold>(`admin/console/survey-thresholds/${page}`, body, {
        schema: consoleThreshold,
        errorPages: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
