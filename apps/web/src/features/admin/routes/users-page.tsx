// Console › Users (issue 19): search by name, username, e-mail or organisation, paged and sorted
// on the server, exported as CSV; a row opens the user; "New user" creates one.
import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { type ConsoleUser, userListResponse } from '@mti/contracts/admin/users';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { showToast } from '../../../components/toast.ts';
import { useListState } from '../../../components/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { CreateUserForm } from '../components/create-user-form.tsx';

const PAGE_SIZE = 25;
const sortable = () => 0;

const columns: DataTableColumn<ConsoleUser>[] = [
  { key: 'userid', header: 'Username', cell: (u) => u.userid, sortValue: sortable },
  { key: 'name', header: 'Name', cell: (u) => `${u.name_first} ${u.name_last}`, sortValue: sortable },
  { key: 'email', header: 'Email', cell: (u) => u.email, sortValue: sortable },
  { key: 'organization', header: 'Organization', cell: (u) => u.organization, sortValue: sortable },
  {
    key: 'status',
    header: 'Status',
    cell: (u) =>
      [
        u.disabled && 'Disabled',
        u.locked && 'Locked',
        u.subscription_current && 'Subscribed',
        u.is_amt_member && 'Member',
      ]
        .filter(Boolean)
        .join(' · '),
  },
  {
    key: 'last_login_at',
    header: 'Last sign-in (UTC)',
    cell: (u) => (u.last_login_at ? u.last_login_at.slice(0, 16).replace('T', ' ') : 'never'),
    sortValue: sortable,
  },
];

export function UsersPage() {
  const state = useListState({ sort: 'userid', dir: 'asc' });
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery('users', params, userListResponse));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Users</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          New user
        </Button>
      </Group>
      <ListSearchForm
        label="Search users"
        description="Username, name, e-mail or organisation"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list="users"
        fileName="users.csv"
        label="Users"
        noun="users"
        columns={columns}
        query={list}
        rowKey={(u) => u.site_id}
        emptyState="No user matches this search. Try part of a name or an e-mail address."
        onRowClick={(u) => navigate(paths.adminConsole.user(u.site_id))}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New user" size="lg">
        <CreateUserForm
          onCreated={(user) => {
            setCreating(false);
            showToast({ tone: 'success', message: `${user.userid} was created; a reset link is on its way.` });
            navigate(paths.adminConsole.user(user.site_id));
          }}
        />
      </Modal>
    </Stack>
  );
}
