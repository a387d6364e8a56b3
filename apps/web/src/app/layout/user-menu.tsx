// The header's user area (spec §2 Header): signed in, the user's first and last name opening
// My Account, My Files and Logout, and a visible note while an administrator acts as the user;
// signed out, the Login link.
import { Anchor, Badge, Button, Group, Menu, Skeleton } from '@mantine/core';
import {
  IconChevronDown,
  IconFolder,
  IconLogout,
  IconSettings,
  IconUserCircle,
  IconUserShield,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { useLoggedIn } from '../../lib/session.ts';

export function UserMenu() {
  const loggedIn = useLoggedIn();
  const user = useCurrentUser();

  if (!loggedIn) {
    return (
      <Anchor component={Link} to={paths.login} fw={600} size="sm">
        Login
      </Anchor>
    );
  }
  if (!user.data) return <Skeleton role="status" height={28} width={120} aria-label="Loading your account" />;

  const name = `${user.data.name_first} ${user.data.name_last}`.trim();
  return (
    <Group gap="xs" wrap="nowrap">
      {user.data.acting_admin && (
        <Badge
          color="red.9"
          variant="filled"
          leftSection={<IconUserShield size={14} aria-hidden="true" />}
          data-testid="acting-admin"
          style={{ textTransform: 'none' }}
        >
          Administrator {user.data.acting_admin} acting as this user
        </Badge>
      )}
      <Menu position="bottom-end" shadow="md" width={200} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconUserCircle size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            px="xs"
          >
            {name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={paths.myAccount}
            leftSection={<IconUserCircle size={16} aria-hidden="true" />}
          >
            My Account
          </Menu.Item>
          <Menu.Item component={Link} to={paths.myFiles} leftSection={<IconFolder size={16} aria-hidden="true" />}>
            My Files
          </Menu.Item>
          {user.data.is_administrator && !user.data.acting_admin && (
            <Menu.Item
              component={Link}
              to={paths.adminConsole.home}
              leftSection={<IconSettings size={16} aria-hidden="true" />}
            >
              Administrator console
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={16} aria-hidden="true" />}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
