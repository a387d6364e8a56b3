// GET {surveyBasePath}/admin/periods (added): every period with counts of started and submitted.
import { type AdminPeriod, adminPeriodsResponse } from '@mti/contracts/survey/survey-admin-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { adminPeriodsQueryKey } from './survey-query-keys.ts';

export function adminPeriodsQuery(basePath: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: adminPeriodsQueryKey,
    queryFn: ({ signal }) =>
      surveyGet<AdminPeriod[]>(basePath as string, '/admin/periods', { schema: adminPeriodsResponse, signal }),
    enabled: !!basePath && enabled,
  });
}
