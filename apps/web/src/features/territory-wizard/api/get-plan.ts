// GET /analytics/api/territories/files/{id}: a plan with what the caller may do with it.
import { territoryFileResponse } from '@mti/contracts/territory-wizard/territory-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { territoryQueryKeys } from './territory-query-keys.ts';

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: territoryQueryKeys.plan(id),
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet(`/analytics/api/territories/files/${encodeURIComponent(id)}`, {
          schema: territoryFileResponse,
          errorPages: false,
          signal,
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
