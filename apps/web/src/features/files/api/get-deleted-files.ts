// GET /analytics/api/repo/files/deleted: the user's trash of the last 30 days.
import { type RepositoryFileDto, repositoryFileList } from '@mti/contracts/files/repository-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { deletedFilesQueryKey } from './files-query-keys.ts';

export function deletedFilesQuery() {
  return queryOptions({
    queryKey: deletedFilesQueryKey,
    queryFn: ({ signal }): Promise<RepositoryFileDto[]> =>
      withAnalyticsSession(async () => {
        const list = await apiGet('/analytics/api/repo/files/deleted', {
          schema: repositoryFileList,
          errorPages: false,
          signal,
        });
        return list.repositoryFileDto;
      }),
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
  });
}
