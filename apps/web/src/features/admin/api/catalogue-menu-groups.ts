// Add, change and delete the role menus' groups: POST, PUT and DELETE /api/admin/console/menu-groups….
// Each change reloads every console list (menu groups and apps show the menu group).
import {
  type ConsoleMenuGroup,
  consoleMenuGroup,
  type MenuGroupFields,
} from '@mti/contracts/admin/console-catalogue-menu-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const url = (name: string) => `admin/console/menu-groups/${encodeURIComponent(name)}`;

export type MenuGroupChange =
  | { kind: 'add'; fields: MenuGroupFields }
  | { kind: 'edit'; menuGroup: ConsoleMenuGroup; fields: MenuGroupFields }
  | { kind: 'delete'; menuGroup: ConsoleMenuGroup };

function send(change: MenuGroupChange): Promise<unknown> {
  const options = { errorPages: false as const };
  if (change.kind === 'add')
    return apiPost('admin/console/menu-groups', change.fields, { ...options, schema: consoleMenuGroup });
  if (change.kind === 'edit')
    return apiPut(
      url(change.menuGroup.menu_group_name),
      { ...change.fields, version: change.menuGroup.version },
      { ...options, schema: consoleMenuGroup },
    );
  return apiDelete(`${url(change.menuGroup.menu_group_name)}?version=${change.menuGroup.version}`, options);
}

export function useChangeMenuGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
  });
}
