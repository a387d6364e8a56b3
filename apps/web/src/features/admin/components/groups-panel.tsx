// Catalogue › Groups: the launcher's groups with how many apps each holds (paged and sorted on the
// server, CSV); a row opens its form; "Add group" opens an empty one. A group with apps cannot be
// deleted: the server says how many it holds.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ConsoleGroup, groupListResponse } from '@mti/contracts/admin/console-catalogue-groups';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { type GroupChange, useChangeGroup } from '../api/catalogue-groups.ts';
import { consoleListQuery, exportConsoleList } from '../api/console-list.ts';
import { useListState } from '../hooks/use-list-state.ts';
import { GroupForm } from './group-form.tsx';
import { ListFooter } from './list-footer.tsx';

const PAGE_SIZE = 50;
const sortable = () => 0;
const columns: DataTableColumn<ConsoleGroup>[] = [
  { key: 'group_sort_order', header: 'Place', cell: (g) => g.group_sort_order, sortValue: sortable },
  { key: 'group_name', header: 'Group', cell: (g) => g.group_name, sortValue: sortable },
  { key: 'app_count', header: 'Apps', cell: (g) => g.app_count, sortValue: sortable },
];

export function GroupsPanel() {
  const state = useListState({ sort: 'group_sort_order', dir: 'asc' });
  const params = state.params([], PAGE_SIZE);
  const list = useQuery(consoleListQuery('groups', params, groupListResponse));
  const change = useChangeGroup();
  const [editing, setEditing] = useState<ConsoleGroup | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    change.reset();
  };
  const apply = (c: GroupChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        close();
        showToast({ tone: 'success', message: done });
      },
    });
  const group = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add group
        </Button>
      </Group>
      <DataTable
        label="Groups"
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(g) => g.group_name}
        loading={list.isPending}
        emptyState="There is no group yet."
        onRowClick={(g) => setEditing(g)}
        serverSort={{ sort: state.sort, onSortChange: state.setSort }}
      />
      <ListFooter
        total={list.data?.total ?? 0}
        page={state.page}
        pageSize={PAGE_SIZE}
        onPage={state.setPage}
        onExport={() => exportConsoleList('groups', params, 'groups.csv')}
        noun="groups"
      />
      <Modal opened={editing !== null} onClose={close} title={group ? group.group_name : 'Add a group'}>
        <GroupForm
          group={group}
          saving={change.isPending}
          error={change.error}
          onSave={(fields) =>
            apply(group ? { kind: 'edit', group, fields } : { kind: 'add', fields }, 'The group was saved.')
          }
          onDelete={group ? () => apply({ kind: 'delete', group }, 'The group was deleted.') : undefined}
        />
      </Modal>
    </Stack>
  );
}
