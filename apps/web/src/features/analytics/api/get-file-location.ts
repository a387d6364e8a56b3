// GET /analytics/api/repo/files/by-id/{id}: where a saved analysis named by its shareable address is now.
import { fileLocation } from '@mti/contracts/files/repository-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { analyzerQueryKey } from './analyzer-query-keys.ts';

export function fileLocationQuery(id: string) {
  return queryOptions({
    queryKey: [...analyzerQueryKey, 'file-location', id],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet(`/analytics/api/repo/files/by-id/${encodeURIComponent(id)}`, {
          schema: fileLocation,
          errorPages: false,
          signal,
        }),
      ),
    // Asked again on every opening: a rename since the last one changes the name and path.
    staleTime: 0,
    retry: false,
  });
}
