// GET /analytics/api/repo/files/{colon:path}/children?showHidden=true (spec §7).

import { type RepositoryFileDto, repositoryFileList } from '@mti/contracts/files/repository-api';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { folderChildrenQueryKey } from './files-query-keys.ts';

/** The files and folders of a folder, by its path with '/' (`/home/{timss_customer}/…`). */
export function folderChildrenQuery(folderPath: string) {
  return queryOptions({
    queryKey: folderChildrenQueryKey(folderPath),
    queryFn: ({ signal }): Promise<RepositoryFileDto[]> =>
      withAnalyticsSession(async () => {
        const list = await apiGet(`/analytics/api/repo/files/${encodeRepositoryPath(folderPath)}/children`, {
          query: { showHidden: true },
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
