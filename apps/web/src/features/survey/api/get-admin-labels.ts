// GET {surveyBasePath}/admin/labels (added): every label text by screen and key.
import { type AdminLabel, adminLabelsResponse } from '@mti/contracts/survey/survey-admin-api';
import { queryOptions } from '@tanstack/react-query';
import { surveyGet, surveyQueryKey } from './survey-call.ts';

export const adminLabelsQueryKey = surveyQueryKey('admin', 'labels');

export function adminLabelsQuery(basePath: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: adminLabelsQueryKey,
    queryFn: ({ signal }) =>
      surveyGet<AdminLabel[]>(basePath as string, '/admin/labels', { schema: adminLabelsResponse, signal }),
    enabled: !!basePath && enabled,
  });
}
