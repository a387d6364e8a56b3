// GET {surveyBasePath}/admin/thresholds (added): the limits of every page that has them.
import { adminThresholdsResponse } from '@mti/contracts/survey/survey-admin-api';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { surveyGet } from './survey-call.ts';
import { adminThresholdsQueryKey } from './survey-query-keys.ts';

export type AdminThresholds = z.infer<typeof adminThresholdsResponse>;

export function adminThresholdsQuery(basePath: string | undefined, enabled: boolean) {
  return queryOptions({
    queryKey: adminThresholdsQueryKey,
    queryFn: ({ signal }) =>
      surveyGet<AdminThresholds>(basePath as string, '/admin/thresholds', { schema: adminThresholdsResponse, signal }),
    enabled: !!basePath && enabled,
  });
}
