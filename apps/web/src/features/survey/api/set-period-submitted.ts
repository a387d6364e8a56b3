// PUT {surveyBasePath}/{reporting_period} (spec §7): {is_submitted: true} submits the period,
// {is_submitted: false} reopens it (Edit).
import { type PeriodListItem, periodListItem } from '@mti/contracts/survey/survey-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyPut } from './survey-call.ts';
import { benchmarkQueryKey, periodsQueryKey } from './survey-query-keys.ts';

export function useSetPeriodSubmitted(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, submitted }: { period: string; submitted: boolean }) =>
      surveyPut<PeriodListItem>(
        basePath as string,
        `/${period}`,
        { is_submitted: submitted },
        { schema: periodListItem },
      ),
    onSuccess: (_item, { period }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: periodsQueryKey }),
        queryClient.invalidateQueries({ queryKey: benchmarkQueryKey(period) }),
      ]),
  });
}
