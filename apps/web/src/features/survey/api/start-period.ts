// POST {surveyBasePath}/{reporting_period} (spec §7): starts a period's data entry.
import { type PeriodListItem, periodListItem } from '@mti/contracts/survey/survey-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyPost } from './survey-call.ts';
import { periodsQueryKey, surveyDataQueryKey } from './survey-query-keys.ts';

export function useStartPeriod(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) =>
      surveyPost<PeriodListItem>(basePath as string, `/${period}`, undefined, { schema: periodListItem }),
    onSuccess: (_item, period) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: periodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: surveyDataQueryKey(period) }),
      ]),
  });
}
