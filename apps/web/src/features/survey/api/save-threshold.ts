// PUT {surveyBasePath}/admin/thresholds/{page} (added): a page's six limits.
import { adminThresholdsResponse } from '@mti/contracts/survey/survey-admin-api';
import type { ThresholdRecord } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminThresholds } from './get-admin-thresholds.ts';
import { surveyPut } from './survey-call.ts';
import { adminThresholdsQueryKey, thresholdsQueryKey } from './survey-query-keys.ts';

export function useSaveThreshold(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, limits }: { page: SurveyPage; limits: ThresholdRecord }) =>
      surveyPut<AdminThresholds>(basePath as string, `/admin/thresholds/${page}`, limits, {
        schema: adminThresholdsResponse,
      }),
    onSuccess: (thresholds) => {
      queryClient.setQueryData(adminThresholdsQueryKey, thresholds);
      return queryClient.invalidateQueries({ queryKey: thresholdsQueryKey() });
    },
  });
}
