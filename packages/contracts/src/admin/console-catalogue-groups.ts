// /api/admin/console/groups…: the launcher's groups (issue 19, decision 056): name and place. A
// group is renamed with its apps (they follow it) and deleted only when no app is in it.
import { z } from 'zod';
import { blank, tooLong } from '../common/text-rules.ts';
import { recordVersion } from './console-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const GROUP_SORT_INVALID = 'The place of a group is a whole number from 0 to 9999.';
export const GROUP_EXISTS = 'A group with this name already exists.';
export const NO_SUCH_GROUP = 'There is no such group.';
export const groupInUse = (apps: number) =>
  `This group still holds ${apps} ${apps === 1 ? 'app' : 'apps'}. Move ${apps === 1 ? 'it' : 'them'} to another group first.`;

export const groupFields = z.object({
  group_name: z
    .string({ error: blank('Group name') })
    .trim()
    .min(1, blank('Group name'))
    .max(100, tooLong('Group name')),
  group_sort_order: z
    .number({ error: GROUP_SORT_INVALID })
    .int(GROUP_SORT_INVALID)
    .min(0, GROUP_SORT_INVALID)
    .max(9999, GROUP_SORT_INVALID),
});
export type GroupFields = z.infer<typeof groupFields>;
export const updateGroupBody = groupFields.extend({ version: recordVersion });

export const consoleGroup = groupFields.extend({ app_count: z.number().int(), version: z.number().int() });
export type ConsoleGroup = z.infer<typeof consoleGroup>;

export const GROUP_SORTS = ['group_sort_order', 'group_name', 'app_count'] as const;
export const groupListQuery = consoleListQuery(GROUP_SORTS);
export type GroupListQuery = z.infer<typeof groupListQuery>;
export const groupListResponse = consoleListResponse(consoleGroup);

export const groupParams = z.object({ groupName: z.string().min(1).max(100) });
export const deleteGroupQuery = z.object({ version: recordVersion });
