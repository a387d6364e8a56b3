// GET /analytics/api/repo/files/shared: files of any type colleagues share with the organisation.
import { type SharedWithMeFile, sharedWithMeList } from '@mti/contracts/files/shared-with-me';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { sharedFilesQueryKey } from './files-query-keys.ts';

export function sharedFilesQuery() {
  return queryOptions({
    queryKey: sharedFilesQueryKey,
    queryFn: ({ signal }): Promise<SharedWithMeFile[]> =>
      withAnalyticsSession(async () => {
        const list = await apiGet('/analytics/api/repo/files/shared', {
          schema: sharedWithMeList,
          errorPages: false,
          signal,
        });
        return list.files;
      }),
    // As Recently deleted: withAnalyticsSession already retries once after signing in again.
    retry: false,
  });
}
