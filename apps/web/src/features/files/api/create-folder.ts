// PUT /analytics/api/repo/dirs/{colon:path}: a new folder in a folder of one's own.
import { type RepositoryFileDto, repositoryFileDto } from '@mti/contracts/files/repository-api';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPut } from '../../../lib/http.ts';
import { filesQueryKey } from './files-query-keys.ts';

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parentPath, name }: { parentPath: string; name: string }): Promise<RepositoryFileDto> =>
      withAnalyticsSession(() =>
        apiPut(`/analytics/api/repo/dirs/${encodeRepositoryPath(`${parentPath}/${name.trim()}`)}`, undefined, {
          schema: repositoryFileDto,
          errorPages: false,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
