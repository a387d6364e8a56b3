// PUT /analytics/api/repo/files/{colon:path}/rename?newName=… (spec §7; the §5 rules).
import { type RepositoryFileDto, repositoryFileDto } from '@mti/contracts/files/repository-api';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPut } from '../../../lib/http.ts';
import { filesQueryKey } from './files-query-keys.ts';

export function useRenameFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, newName }: { path: string; newName: string }): Promise<RepositoryFileDto> =>
      withAnalyticsSession(() =>
        apiPut(`/analytics/api/repo/files/${encodeRepositoryPath(path)}/rename`, undefined, {
          query: { newName: newName.trim() },
          schema: repositoryFileDto,
          errorPages: false,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
