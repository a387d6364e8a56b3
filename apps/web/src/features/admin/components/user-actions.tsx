// What an administrator does to an account beyond its fields: disable or enable it, unlock it
// after a lockout, force a new password at the next sign-in, mail a reset link, act as the user.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ConsoleUserDetail, UserAction } from '@mti/contracts/admin/users';
import { Link } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSendResetLink, useUserAction } from '../api/console-user.ts';

const DONE: Record<UserAction, string> = {
  disable: 'The account is disabled and its sessions ended.',
  enable: 'The account is enabled.',
  unlock: 'The account is unlocked: the user can sign in again.',
  'force-password-change': 'The user must choose a new password at the next sign-in.',
};

export function UserStatus({ user }: { user: ConsoleUserDetail }) {
  return (
    <Group gap="xs">
      {user.disabled && (
        <Badge variant="filled" color="gray.8">
          Disabled
        </Badge>
      )}
      {user.locked && (
        <Badge variant="filled" color="gray.8">
          Locked after failed sign-ins
        </Badge>
      )}
      {user.must_change_password && (
        <Badge variant="filled" color="gray.8">
          Must change password
        </Badge>
      )}
      {user.is_administrator && (
        <Badge variant="filled" color="gray.8">
          Administrator
        </Badge>
      )}
      <Badge variant="filled" color="gray.8">
        {user.subscription_current ? 'Subscription active' : 'No active subscription'}
      </Badge>
    </Group>
  );
}

export function UserActions({ user }: { user: ConsoleUserDetail }) {
  const act = useUserAction(user.site_id);
  const resetLink = useSendResetLink(user.site_id);
  const run = (action: UserAction) =>
    act.mutate(
      { action, version: user.version },
      { onSuccess: () => showToast({ tone: 'success', message: DONE[action] }) },
    );
  const error = act.error ?? resetLink.error;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        {user.locked && (
          <Button color="orange.9" onClick={() => run('unlock')} loading={act.isPending}>
            Unlock
          </Button>
        )}
        {user.disabled ? (
          <Button variant="default" onClick={() => run('enable')} loading={act.isPending}>
            Enable
          </Button>
        ) : (
          <Button color="red.9" variant="outline" onClick={() => run('disable')} loading={act.isPending}>
            Disable
          </Button>
        )}
        {!user.must_change_password && (
          <Button variant="default" onClick={() => run('force-password-change')} loading={act.isPending}>
            Force a password change
          </Button>
        )}
        <Button
          variant="default"
          loading={resetLink.isPending}
          onClick={() =>
            resetLink.mutate(undefined, {
              onSuccess: () => showToast({ tone: 'success', message: `A reset link is on its way to ${user.email}.` }),
            })
          }
        >
          Send a reset link
        </Button>
        <Button variant="subtle" component={Link} to={`${paths.admin}?userid=${encodeURIComponent(user.userid)}`}>
          Act as this user
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {serverMessageOr(error, 'That did not work. Please try again.')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Acting as the user opens the Admin Login with their username; your password is asked again.
      </Text>
    </Stack>
  );
}
