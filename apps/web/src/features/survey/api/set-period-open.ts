// PUT {surveyBasePath}/admin/periods/{reportingPeriod} (added): opens or closes a period.
import { type AdminPeriod, adminPeriodsResponse } from '@mti/contracts/survey/survey-admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyPut } from './survey-call.ts';
import { adminPeriodsQueryKey, periodsQueryKey } from './survey-query-keys.ts';

export function useSetPeriodOpen(basePath: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, isOpen }: { period: string; isOpen: boolean }) =>
      surveyPut<AdminPeriod[]>(
        basePath as string,
        `/admin/periods/${period}`,
        { is_open: isOpen },
        { schema: adminPeriodsResponse },
      ),
    onSuccess: (periods) => {
      queryClient.setQueryData(adminPeriodsQueryKey, periods);
      return queryClient.invalidateQueries({ queryKey: periodsQueryKey });
    },
  });
}
