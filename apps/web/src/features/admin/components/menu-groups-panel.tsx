// Catalogue › Menu groups: the role menus' groups (spec §3 "menu group") with how many apps name each
// and the roles whose menus show it (paged and sorted on the server, CSV); a row opens its form;
// "Add menu group" opens an empty one. One that apps still name cannot be deleted: the server says
// how many.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type ConsoleMenuGroup, menuGroupListResponse } from '@mti/contracts/admin/console-catalogue-menu-groups';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { type MenuGroupChange, useChangeMenuGroup } from '../api/catalogue-menu-groups.ts';
import { consoleListQuery, exportConsoleList } from '../api/console-list.ts';
import { useListState } from '../hooks/use-list-state.ts';
import { ListFooter } from './list-footer.tsx';
import { MenuGroupForm } from './menu-group-form.tsx';

const PAGE_SIZE = 50;
const sortable = () => 0;
const columns: DataTableColumn<ConsoleMenuGroup>[] = [
  { key: 'menu_group_sort_order', header: 'Place', cell: (g) => g.menu_group_sort_order, sortValue: sortable },
  { key: 'menu_group_name', header: 'Menu group', cell: (g) => g.menu_group_name, sortValue: sortable },
  { key: 'app_count', header: 'Apps', cell: (g) => g.app_count, sortValue: sortable },
  { key: 'roles', header: 'Roles', cell: (g) => g.roles },
];

export function MenuGroupsPanel() {
  const state = useListState({ sort: 'menu_group_sort_order', dir: 'asc' });
  const params = state.params([], PAGE_SIZE);
  const list = useQuery(consoleListQuery('menu-groups', params, menuGroupListResponse));
  const change = useChangeMenuGroup();
  const [editing, setEditing] = useState<ConsoleMenuGroup | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    change.reset();
  };
  const apply = (c: MenuGroupChange, done: string) =>
    change.mutate(c, {
      onSuccess: () => {
        close();
        showToast({ tone: 'success', message: done });
      },
    });
  const menuGroup = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Add menu group
        </Button>
      </Group>
      <DataTable
        label="Menu groups"
        emptyState="There is no menu group yet."
        columns={columns}
        serverSort={{ sort: state.sort, onSortChange: state.setSort }}
        loading={list.isPending}
        rows={list.data?.rows ?? []}
        rowKey={(g) => g.menu_group_name}
        onRowClick={setEditing}
      />
      <ListFooter
        noun="menu groups"
        onExport={() => exportConsoleList('menu-groups', params, 'menu-groups.csv')}
        total={list.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={state.page}
        onPage={state.setPage}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={menuGroup ? menuGroup.menu_group_name : 'Add a menu group'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <MenuGroupForm
          menuGroup={menuGroup}
          saving={change.isPending}
          error={change.error}
          onSave={(fields) =>
            apply(
              menuGroup ? { kind: 'edit', menuGroup, fields } : { kind: 'add', fields },
              'The menu group was saved.',
            )
          }
          onDelete={menuGroup ? () => apply({ kind: 'delete', menuGroup }, 'The menu group was deleted.') : undefined}
        />
      </Modal>
    </Stack>
  );
}
