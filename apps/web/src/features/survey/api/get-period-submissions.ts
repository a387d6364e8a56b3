// GET {surveyBasePath}/admin/periods/{reportingPeriod}/submissions (added): who has submitted.
import { type AdminSubmission, adminSubmissionsResponse } from '@mti/contracts/survey/survey-admin-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { periodSubmissionsQueryKey } from './survey-query-keys.ts';

export function periodSubmissionsQuery(basePath: string | undefined, period: string | null) {
  return queryOptions({
    queryKey: periodSubmissionsQueryKey(period),
    queryFn: ({ signal }) =>
      surveyGet<AdminSubmission[]>(basePath as string, `/admin/periods/${period}/submissions`, {
        schema: adminSubmissionsResponse,
        signal,
      }),
    enabled: !!basePath && !!period,
  });
}
