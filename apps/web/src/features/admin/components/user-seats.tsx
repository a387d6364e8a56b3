// The Exhibitor Passport seats the user holds; a seat moves to another user only because the
// employee left the company (spec §6).
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ConsoleUserDetail } from '@mti/contracts/admin/users';
import { useState } from 'react';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useReassignSeat } from '../api/console-user.ts';

function ReassignSeat({ user, subscriptionId }: { user: ConsoleUserDetail; subscriptionId: number }) {
  const [toUserid, setToUserid] = useState('');
  const reassign = useReassignSeat(user.site_id);
  return (
    <form
      aria-label={`Reassign seat ${subscriptionId}`}
      onSubmit={(event) => {
        event.preventDefault();
        reassign.mutate(
          { subscriptionId, toUserid: toUserid.trim() },
          { onSuccess: () => showToast({ tone: 'success', message: `The seat now belongs to ${toUserid.trim()}.` }) },
        );
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label="New holder (username)"
            value={toUserid}
            onChange={(e) => setToUserid(e.currentTarget.value)}
          />
          <Button size="xs" type="submit" loading={reassign.isPending} disabled={toUserid.trim() === ''}>
            Reassign: employee left
          </Button>
        </Group>
        {reassign.error && (
          <Text size="xs" c="red.9" role="alert">
            {serverMessageOr(reassign.error, 'The seat could not be reassigned.')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

export function UserSeats({ user }: { user: ConsoleUserDetail }) {
  if (user.seats.length === 0)
    return (
      <Text c="dimmed" size="sm">
        This user holds no Exhibitor Passport seat.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Alert variant="light" color="blue">
        A seat is reassigned only when its holder has left the company.
      </Alert>
      <Table aria-label="Passport seats" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>Show</Table.Th>
            <Table.Th>Reassign</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {user.seats.map((seat) => (
            <Table.Tr key={seat.subscription_id}>
              <Table.Td>{seat.company_name}</Table.Td>
              <Table.Td>{seat.show_year}</Table.Td>
              <Table.Td>
                <ReassignSeat user={user} subscriptionId={seat.subscription_id} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
