// Add, change and delete the launcher's groups: POST, PUT and DELETE /api/admin/console/groups….
// Each change reloads every console list (groups and apps show the group).
import { type ConsoleGroup, consoleGroup, type GroupFields } from '@mti/contracts/admin/console-catalogue-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const url = (name: string) => `admin/console/groups/${encodeURIComponent(name)}`;

export type GroupChange =
  | { kind: 'add'; fields: GroupFields }
  | { kind: 'edit'; group: ConsoleGroup; fields: GroupFields }
  | { kind: 'delete'; group: ConsoleGroup };

function send(change: GroupChange): Promise<unknown> {
  const options = { errorPages: false as const };
  if (change.kind === 'add')
    return apiPost('admin/console/groups', change.fields, { ...options, schema: consoleGroup });
  if (change.kind === 'edit')
    return apiPut(
      url(change.group.group_name),
      { ...change.fields, version: change.group.version },
      { ...options, schema: consoleGroup },
    );
  return apiDelete(`${url(change.group.group_name)}?version=${change.group.version}`, options);
}

export function useChangeGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
  });
}
