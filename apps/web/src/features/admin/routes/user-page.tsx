// Console › Users › one user (issue 19): status, the edit form, account actions, passport seats
// and the user's audit trail.
import { Anchor, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleUserQuery } from '../api/console-user.ts';
import { AUDIT_PAGE_SIZE, AuditLogTable } from '../components/audit-log-table.tsx';
import { UserActions, UserStatus } from '../components/user-actions.tsx';
import { UserEditForm } from '../components/user-edit-form.tsx';
import { UserLinksPanel } from '../components/user-links-panel.tsx';
import { UserSeats } from '../components/user-seats.tsx';

function UserTrail({ siteId }: { siteId: string }) {
  const state = useListState({ sort: 'at', dir: 'desc' });
  return <AuditLogTable state={state} params={{ ...state.params([], AUDIT_PAGE_SIZE), user: siteId }} />;
}

export function UserPage() {
  const { siteId = '' } = useParams();
  const user = useQuery(consoleUserQuery(siteId));
  if (user.isPending) return <PageLoader />;
  if (user.isError)
    return (
      <LoadError
        error={user.error}
        onRetry={() => void user.refetch()}
        fallback="The user could not be loaded. Please try again."
        elsewhere={{ to: paths.adminConsole.users, label: 'Go to all users' }}
      />
    );
  const u = user.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminConsole.users} size="sm">
        ← All users
      </Anchor>
      <div>
        <Title order={2}>
          {u.name_first} {u.name_last}
        </Title>
        <Text c="dimmed" size="sm">
          {u.userid} · site id {u.site_id} · {u.roles.length ? `roles: ${u.roles.join(', ')}` : 'no product roles'}
          {u.company ? ` · works for ${u.company.company_name}` : ''}
        </Text>
      </div>
      <UserStatus user={u} />
      <Card withBorder>
        <UserActions user={u} />
      </Card>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile and subscription</Tabs.Tab>
          <Tabs.Tab value="roles">Roles and company</Tabs.Tab>
          <Tabs.Tab value="seats">Passport seats</Tabs.Tab>
          <Tabs.Tab value="trail">Audit trail</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <UserEditForm key={u.site_id} user={u} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <UserLinksPanel user={u} />
        </Tabs.Panel>
        <Tabs.Panel value="seats" pt="md">
          <UserSeats user={u} />
        </Tabs.Panel>
        <Tabs.Panel value="trail" pt="md">
          <UserTrail siteId={u.site_id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
