// Information/Security: who the user is, the subscription status and the Change Password link.
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserDetails } from '@mti/contracts/identity/identity-api';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { SubscriptionStatus } from './subscription-status.tsx';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {term}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

export function AccountDetails({ user, supportPhone, now }: { user: UserDetails; supportPhone: string; now: Date }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        <Detail term="Name" value={`${user.name_first} ${user.name_last}`.trim()} />
        <Detail term="Username" value={user.userid} />
        <Detail term="Email" value={user.user_email} />
        <Detail term="Organization" value={user.organization} />
      </SimpleGrid>
      <SubscriptionStatus user={user} supportPhone={supportPhone} now={now} />
      <Group gap={6}>
        <IconLock size={16} aria-hidden="true" />
        <Anchor component={Link} to={paths.changePassword} fw={600}>
          Change Password
        </Anchor>
      </Group>
    </Stack>
  );
}
