// Catalogue › Groups: the launcher's groups with how many apps each holds (paged and sorted on the
// server, CSV); a row opens its form; "Add group" opens an empty one. A group with apps cannot be
// deleted: the server says how many it holds.
import { type ConsoleGroup, groupListResponse } from '@mti/contracts/admin/console-catalogue-groups';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { useChangeGroup } from '../api/catalogue-groups.ts';
import { ConsoleListPanel } from './console-list-panel.tsx';
import { GroupForm } from './group-form.tsx';

const sortable = () => 0;
const columns: DataTableColumn<ConsoleGroup>[] = [
  { key: 'group_sort_order', header: 'Place', cell: (g) => g.group_sort_order, sortValue: sortable },
  { key: 'group_name', header: 'Group', cell: (g) => g.group_name, sortValue: sortable },
  { key: 'app_count', header: 'Apps', cell: (g) => g.app_count, sortValue: sortable },
];

export function GroupsPanel() {
  return (
    <ConsoleListPanel
      list="groups"
      schema={groupListResponse}
      defaultSort={{ sort: 'group_sort_order', dir: 'asc' }}
      pageSize={50}
      label="Groups"
      noun="groups"
      columns={columns}
      rowKey={(g) => g.group_name}
      emptyState="There is no group yet."
      addLabel="Add group"
      modalTitle={(group) => (group ? group.group_name : 'Add a group')}
      change={useChangeGroup()}
      form={({ row: group, saving, error, apply }) => (
        <GroupForm
          group={group}
          saving={saving}
          error={error}
          onSave={(fields) =>
            apply(group ? { kind: 'edit', group, fields } : { kind: 'add', fields }, 'The group was saved.')
          }
          onDelete={group ? () => apply({ kind: 'delete', group }, 'The group was deleted.') : undefined}
        />
      )}
    />
  );
}
