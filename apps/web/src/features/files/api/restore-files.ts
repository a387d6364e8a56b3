// PUT /analytics/api/repo/files/restore with the file ids, comma-separated, as the body.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPut } from '../../../lib/http.ts';
import { filesQueryKey } from './files-query-keys.ts';

export function useRestoreFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      withAnalyticsSession(() => apiPut('/analytics/api/repo/files/restore', ids.join(','), { errorPages: false })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}
