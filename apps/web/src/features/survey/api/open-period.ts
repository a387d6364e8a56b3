// POST {surveyBasePath}/admin/periods (added): opens a new reporting period for every organisation.
import { type AdminPeriod, adminPeriodsResponse } from '@mti/contracts/survey/survey-admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyPost } from './survey-call.ts';
import { adminPeriodsQueryKey, periodsQueryKey } from './survey-query-keys.ts';

export function useOpenPeriod(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) =>
      surveyPost<AdminPeriod[]>(
        basePath as string,
        '/admin/periods',
        { reporting_period: period },
        { schema: adminPeriodsResponse },
      ),
    onSuccess: (periods) => {
      queryClient.setQueryData(adminPeriodsQueryKey, periods);
      return queryClient.invalidateQueries({ queryKey: periodsQueryKey });
    },
  });
}
