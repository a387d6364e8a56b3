// Payments › Reconciliation (issue 13, decision 063): charges the gateway approved that have no
// order now, each with Complete order and Void charge, and what the reconciliation (the recurring
// task, or an administrator) did lately.
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../../lib/money.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { reconciliationQuery, useSettleCharge } from '../api/payments.ts';

const usd = (cents: number) => formatUsd(cents / 100);
const WHAT: Record<string, string> = {
  booked: 'Order completed',
  voided: 'Charge voided',
  cleared_decline: 'Declined charge cleared',
};

export function ReconciliationPanel() {
  const data = useQuery(reconciliationQuery());
  const settle = useSettleCharge();
  const unbooked = data.data?.unbooked ?? [];
  const actions = data.data?.actions ?? [];
  return (
    <Stack gap="sm">
      <Title order={3}>Charges without an order</Title>
      {settle.isError && (
        <Alert color="red" role="alert">
          {serverMessageOr(settle.error, 'The charge could not be settled.')}
        </Alert>
      )}
      {unbooked.length === 0 ? (
        <Text size="sm">None: every charge has its order.</Text>
      ) : (
        <Table aria-label="Charges without an order">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Transaction</Table.Th>
              <Table.Th>Username</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>At the gateway</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {unbooked.map((u) => (
              <Table.Tr key={u.tuid}>
                <Table.Td>
                  {u.title} ({u.tuid})
                </Table.Td>
                <Table.Td>{u.userid}</Table.Td>
                <Table.Td>{usd(u.amount_cents)}</Table.Td>
                <Table.Td>{u.gateway_status === 'none' ? 'not arrived yet' : u.gateway_status}</Table.Td>
                <Table.Td>
                  {u.gateway_status === 'approved' && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        loading={settle.isPending}
                        onClick={() => settle.mutate({ tuid: u.tuid, action: 'complete' })}
                      >
                        Complete order
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={settle.isPending}
                        onClick={() => settle.mutate({ tuid: u.tuid, action: 'void' })}
                      >
                        Void charge
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={3}>What the reconciliation did</Title>
      {actions.length === 0 ? (
        <Text size="sm">Nothing yet.</Text>
      ) : (
        <Table aria-label="Reconciliation actions">
          <Table.Tbody>
            {actions.map((a) => (
              <Table.Tr key={`${a.at}|${a.action}|${a.tuid}|${a.actor_userid}`}>
                <Table.Td>{`${a.at.slice(0, 16).replace('T', ' ')} UTC`}</Table.Td>
                <Table.Td>{WHAT[a.action] ?? a.action}</Table.Td>
                <Table.Td>{a.tuid}</Table.Td>
                <Table.Td>{a.actor_userid ?? 'the recurring task'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
