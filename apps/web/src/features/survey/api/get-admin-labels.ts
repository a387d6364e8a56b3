// GET {surveyBasePath}/admin/labels (added): every label text by screen and key.
import { type AdminLabel, adminLabelsResponse } from '@mti/contracts/survey/survey-admin-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet } from './survey-call.ts';
import { adminLabelsQueryKey } from './survey-query-keys.ts';

export function adminLabelsQuery(basePath: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: adminLabelsQueryKey,
    queryFn: ({ signal }) =>
      surveyGet<AdminLabel[]>(basePath as string, '/admin/labels', { schema: adminLabelsResponse, signal }),
    enabled: !!basePath && enabled,
  });
}
