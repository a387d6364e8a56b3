// PUT /api/admin/console/maintenance/:appKey: an app's maintenance window (issue 19). The list itself
// is a console list (paged, sorted, searched and exported on the server: consoleListQuery).
import {
  type ConsoleAppMaintenance,
  consoleAppMaintenance,
  type SetMaintenanceBody,
} from '@mti/contracts/admin/console-maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/http.ts';
import { consoleListKey } from './console-list.ts';

/** The console list's path under /api/admin/console. */
export const MAINTENANCE_LIST = 'maintenance';

export function useSetMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ appKey, body }: { appKey: string; body: SetMaintenanceBody }) =>
      apiPut<ConsoleAppMaintenance>(`admin/console/maintenance/${encodeURIComponent(appKey)}`, body, {
        schema: consoleAppMaintenance,
        errorPages: false,
      }),
    // The launcher's own product list is another query: a fresh load of it asks the server again.
    onSettled: () => client.invalidateQueries({ queryKey: consoleListKey(MAINTENANCE_LIST) }),
  });
}
