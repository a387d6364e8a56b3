// Catalogue › Menu groups: the role menus' groups (spec §3 "menu group") with how many apps name each
// and the roles whose menus show it (paged and sorted on the server, CSV); a row opens its form;
// "Add menu group" opens an empty one. One that apps still name cannot be deleted: the server says
// how many.
import { type ConsoleMenuGroup, menuGroupListResponse } from '@mti/contracts/admin/console-catalogue-menu-groups';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { useChangeMenuGroup } from '../api/catalogue-menu-groups.ts';
import { ConsoleListPanel } from './console-list-panel.tsx';
import { MenuGroupForm } from './menu-group-form.tsx';

const sortable = () => 0;
const columns: DataTableColumn<ConsoleMenuGroup>[] = [
  { key: 'menu_group_sort_order', header: 'Place', cell: (g) => g.menu_group_sort_order, sortValue: sortable },
  { key: 'menu_group_name', header: 'Menu group', cell: (g) => g.menu_group_name, sortValue: sortable },
  { key: 'app_count', header: 'Apps', cell: (g) => g.app_count, sortValue: sortable },
  { key: 'roles', header: 'Roles', cell: (g) => g.roles },
];

export function MenuGroupsPanel() {
  return (
    <ConsoleListPanel
      list="menu-groups"
      schema={menuGroupListResponse}
      defaultSort={{ sort: 'menu_group_sort_order', dir: 'asc' }}
      pageSize={50}
      label="Menu groups"
      noun="menu groups"
      columns={columns}
      rowKey={(g) => g.menu_group_name}
      emptyState="There is no menu group yet."
      addLabel="Add menu group"
      modalTitle={(menuGroup) => (menuGroup ? menuGroup.menu_group_name : 'Add a menu group')}
      change={useChangeMenuGroup()}
      form={({ row: menuGroup, saving, error, apply }) => (
        <MenuGroupForm
          menuGroup={menuGroup}
          saving={saving}
          error={error}
          onSave={(fields) =>
            apply(
              menuGroup ? { kind: 'edit', menuGroup, fields } : { kind: 'add', fields },
              'The menu group was saved.',
            )
          }
          onDelete={menuGroup ? () => apply({ kind: 'delete', menuGroup }, 'The menu group was deleted.') : undefined}
        />
      )}
    />
  );
}
