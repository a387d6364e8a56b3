// GET and PUT /api/admin/console/maintenance: the apps' maintenance windows (issue 19).
import {
  type ConsoleAppMaintenance,
  consoleAppMaintenance,
  consoleAppMaintenanceList,
  type SetMaintenanceBody,
} from '@mti/contracts/admin/console-maintenance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'maintenance'] as const;

export function maintenanceListQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<ConsoleAppMaintenance[]>('admin/console/maintenance', { schema: consoleAppMaintenanceList, signal }),
  });
}

export function useSetMaintenance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ appKey, body }: { appKey: string; body: SetMaintenanceBody }) =>
      apiPut<ConsoleAppMaintenance>(`admin/console/maintenance/${encodeURIComponent(appKey)}`, body, {
        schema: consoleAppMaintenance,
        errorPages: false,
      }),
    // The launcher's own product list is another query: a fresh load of it asks the server again.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
