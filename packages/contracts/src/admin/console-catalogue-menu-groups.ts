// /api/admin/console/menu-groups…: the role menus' groups as records (spec §3 "menu group", issue 19,
// decision 084): name and place in a menu. A rename follows into its apps; a menu group is deleted
// only when no app names it.
import { z } from 'zod';
import { blank, tooLong } from '../common/text-rules.ts';
import { recordVersion } from './console-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const MENU_GROUP_SORT_INVALID = 'The place of a menu group is a whole number from 0 to 9999.';
export const MENU_GROUP_EXISTS = 'A menu group with this name already exists.';
export const NO_SUCH_MENU_GROUP = 'There is no such menu group.';
export const MENU_GROUP_UNKNOWN = 'There is no such menu group. Choose one of the menu groups listed.';
export const menuGroupInUse = (apps: number) =>
  `This menu group still holds ${apps} ${apps === 1 ? 'app' : 'apps'}. Move ${apps === 1 ? 'it' : 'them'} to another menu group first.`;

export const menuGroupFields = z.object({
  menu_group_name: z
    .string({ error: blank('Menu group name') })
    .trim()
    .min(1, blank('Menu group name'))
    .max(100, tooLong('Menu group name')),
  menu_group_sort_order: z
    .number({ error: MENU_GROUP_SORT_INVALID })
    .int(MENU_GROUP_SORT_INVALID)
    .min(0, MENU_GROUP_SORT_INVALID)
    .max(9999, MENU_GROUP_SORT_INVALID),
});
export type MenuGroupFields = z.infer<typeof menuGroupFields>;
export const updateMenuGroupBody = menuGroupFields.extend({ version: recordVersion });

export const consoleMenuGroup = menuGroupFields.extend({
  app_count: z.number().int(),
  /** The roles whose menus show it (from its apps), comma-separated; empty when no app names it. */
  roles: z.string(),
  version: z.number().int(),
});
export type ConsoleMenuGroup = z.infer<typeof consoleMenuGroup>;

export const MENU_GROUP_SORTS = ['menu_group_sort_order', 'menu_group_name', 'app_count'] as const;
export const menuGroupListQuery = consoleListQuery(MENU_GROUP_SORTS);
export type MenuGroupListQuery = z.infer<typeof menuGroupListQuery>;
export const menuGroupListResponse = consoleListResponse(consoleMenuGroup);

export const menuGroupParams = z.object({ menuGroupName: z.string().min(1).max(100) });
export const deleteMenuGroupQuery = z.object({ version: recordVersion });
