// GET {surveyBasePath}/admin/periods/{reportingPeriod}/submissions (added): who has submitted.
import { type AdminSubmission, adminSubmissionsResponse } from '@mti/contracts/survey/survey-admin-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet, surveyQueryKey } from './survey-call.ts';

export function periodSubmissionsQuery(basePath: string | undefined, period: string | null) {
  return queryOptions({
    queryKey: surveyQueryKey('admin', 'submissions', period),
    queryFn: ({ signal }) =>
      surveyGet<AdminSubmission[]>(basePath as string, `/admin/periods/${period}/submissions`, {
        schema: adminSubmissionsResponse,
        signal,
      }),
    enabled: !!basePath && !!period,
  });
}
