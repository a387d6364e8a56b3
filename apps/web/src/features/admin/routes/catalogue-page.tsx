// Console › Catalogue (issue 19, decision 056). Apps: the launcher's apps, searched, paged and
// sorted on the server and exported as CSV; a row opens the app's record. Groups, Terms texts (by
// version, decision 078) and Terms accepted: their panels.
import { Stack, Tabs, Title } from '@mantine/core';
import { appListResponse, type ConsoleApp } from '@mti/contracts/admin/console-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { appTitleText } from '../../../lib/app-title.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { GroupsPanel } from '../components/groups-panel.tsx';
import { MenuGroupsPanel } from '../components/menu-groups-panel.tsx';
import { TermsAcceptancesPanel } from '../components/terms-acceptances-panel.tsx';
import { TermsTextsPanel } from '../components/terms-texts-panel.tsx';

const PAGE_SIZE = 25;
const sortable = () => 0;

const columns: DataTableColumn<ConsoleApp>[] = [
  {
    key: 'group',
    header: 'Group and place',
    cell: (a) => `${a.group_name} · ${a.app_sort_order}`,
    sortValue: sortable,
  },
  { key: 'short_name', header: 'Short name', cell: (a) => a.short_name, sortValue: sortable },
  { key: 'title', header: 'Title', cell: (a) => appTitleText(a.app_title) },
  { key: 'url_key', header: 'URL key', cell: (a) => a.url_key, sortValue: sortable },
  { key: 'role', header: 'Role', cell: (a) => a.mti_role_name, sortValue: sortable },
  {
    key: 'menu_group',
    header: 'Menu group and place',
    cell: (a) => `${a.menu_group_name} · ${a.menu_sort_order}`,
    sortValue: sortable,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (a) =>
      [a.status === 1 ? 'Active' : 'Inactive', a.is_under_maintenance && 'Maintenance'].filter(Boolean).join(' · '),
    sortValue: sortable,
  },
];

function AppsPanel() {
  const state = useListState({ sort: 'group', dir: 'asc' });
  const navigate = useNavigate();
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery('apps', params, appListResponse));
  return (
    <Stack gap="md">
      <ListSearchForm
        label="Search apps"
        description="Name, title, URL key, group, menu group or role"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list="apps"
        fileName="apps.csv"
        params={params}
        label="Apps"
        noun="apps"
        columns={columns}
        query={list}
        rowKey={(a) => a.app_key}
        emptyState="No app matches this search. Try part of its name or its group."
        onRowClick={(a) => navigate(paths.adminConsole.catalogueApp(a.app_key))}
        state={state}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}

export function CataloguePage() {
  // The tab is in the address; changing it drops the other list's page, sort and search.
  const [search, setSearch] = useSearchParams();
  return (
    <Stack gap="md">
      <Title order={2}>Catalogue</Title>
      <Tabs
        value={search.get('tab') ?? 'apps'}
        onChange={(tab) => setSearch({ tab: tab ?? 'apps' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="apps">Apps</Tabs.Tab>
          <Tabs.Tab value="groups">Groups</Tabs.Tab>
          <Tabs.Tab value="menu-groups">Menu groups</Tabs.Tab>
          <Tabs.Tab value="terms-texts">Terms texts</Tabs.Tab>
          <Tabs.Tab value="terms">Terms accepted</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="apps" pt="md">
          <AppsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="groups" pt="md">
          <GroupsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="menu-groups" pt="md">
          <MenuGroupsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="terms-texts" pt="md">
          <TermsTextsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="terms" pt="md">
          <TermsAcceptancesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
