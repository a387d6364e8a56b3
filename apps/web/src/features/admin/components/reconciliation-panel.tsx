// Payments › Reconciliation (issue 13, decision 063): charges the gateway approved that have no
// order now, each with Complete order and Void charge, and a link to what the reconciliation (the
// recurring task, or an administrator) did: a console list of its own (issue 19).
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/money.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { reconciliationQuery, useSettleCharge } from '../api/payments.ts';
import { ConsoleLoadError } from './console-load-error.tsx';

const usd = (cents: number) => formatUsd(cents / 100);

export function ReconciliationPanel() {
  const data = useQuery(reconciliationQuery());
  const settle = useSettleCharge();
  const unbooked = data.data?.unbooked ?? [];
  return (
    <Stack gap="sm">
      <Title order={3}>Charges without an order</Title>
      {settle.isError && (
        <Alert color="red" role="alert">
          {serverMessageOr(settle.error, 'The charge could not be settled.')}
        </Alert>
      )}
      {data.isError ? (
        // Never "None" for a list that did not come: that would read as every charge being booked.
        <ConsoleLoadError query={data} fallback="The charges without an order could not be loaded. Please try again." />
      ) : data.isPending ? (
        <Loader role="status" size="sm" aria-label="Loading the charges without an order" />
      ) : unbooked.length === 0 ? (
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
      <Text size="sm">
        <Anchor component={Link} to="/admin/console/payments/reconciliation" underline="always">
          What the reconciliation did
        </Anchor>{' '}
        (the recurring task and administrators), newest first.
      </Text>
    </Stack>
  );
}
