// Console › Payments › one order (decision 063): its line, the card (brand and last four only),
// the gateway's charge id, refunds so far, a refund form and the order's audit trail.
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderDetailResponse } from '@mti/contracts/admin/console-payments';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatUsd } from '../../../lib/money.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleOrderQuery, useRefundOrder } from '../api/payments.ts';
import { RefundForm } from '../components/refund-form.tsx';

const usd = (cents: number) => formatUsd(cents / 100);
const at = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** A refund's state in words: pending ones say what happens next, failed ones why (decision 070). */
function refundStatus(r: OrderDetailResponse['refunds'][number]): string {
  if (r.status === 'done') return 'Refunded';
  if (r.status === 'failed') return `Failed: ${r.last_error ?? 'refused by the payment gateway'}`;
  const n = r.retry_attempts;
  const tries = n > 0 ? ` Tried ${n} ${n === 1 ? 'time' : 'times'}: ${r.last_error ?? ''}` : '';
  return `Pending (the portal asks the gateway again every few minutes, or send the same refund again).${tries}`;
}

function Refunds({ detail }: { detail: OrderDetailResponse }) {
  if (detail.refunds.length === 0) return <Text size="sm">No refunds.</Text>;
  return (
    <Table aria-label="Refunds" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>At</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Gateway refund</Table.Th>
          <Table.Th>By</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {detail.refunds.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{at(r.at)}</Table.Td>
            <Table.Td>{usd(r.amount_cents)}</Table.Td>
            <Table.Td>{refundStatus(r)}</Table.Td>
            <Table.Td>{r.gateway_reference ?? ''}</Table.Td>
            <Table.Td>{r.actor_userid ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Trail({ detail }: { detail: OrderDetailResponse }) {
  if (detail.audit.length === 0) return <Text size="sm">Nothing recorded.</Text>;
  return (
    <Table aria-label="Audit trail of the order">
      <Table.Tbody>
        {detail.audit.map((a) => (
          <Table.Tr key={`${a.at}|${a.action}|${JSON.stringify(a.detail)}`}>
            <Table.Td>{at(a.at)}</Table.Td>
            <Table.Td>{a.action}</Table.Td>
            <Table.Td>{a.actor_userid ?? 'the portal'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const ALL_ORDERS = { to: '/admin/console/payments', label: 'Go to all orders' };

export function OrderPage() {
  const orderId = Number(useParams().id);
  const order = useQuery(consoleOrderQuery(orderId));
  const refund = useRefundOrder(orderId);
  if (order.isPending) return <PageLoader />;
  if (order.isError)
    return (
      <LoadError
        error={order.error}
        onRetry={() => void order.refetch()}
        fallback="The order could not be loaded. Please try again."
        elsewhere={ALL_ORDERS}
      />
    );
  const detail = order.data;
  const o = detail.order;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/console/payments" size="sm">
        ← All orders
      </Anchor>
      <Title order={2}>Order {o.id}</Title>
      <Card withBorder>
        <Text size="sm">
          {o.userid} · {at(o.created_at)} · {usd(o.total_cents)}
        </Text>
        <Text size="sm">Card: {o.card_brand ? `${o.card_brand} ending ${o.card_last4}` : 'none on record'}</Text>
        <Text size="sm">Gateway charge: {o.payment_reference ?? 'none (not paid through the gateway)'}</Text>
        {o.prospect_transaction_tuid && <Text size="sm">Prospect transaction: {o.prospect_transaction_tuid}</Text>}
      </Card>
      <Title order={3}>Lines</Title>
      <Table aria-label="Order lines">
        <Table.Tbody>
          {detail.lines.map((line) => (
            <Table.Tr key={line.description}>
              <Table.Td>{line.description.replace(/<[^>]*>/g, ' ')}</Table.Td>
              <Table.Td>{usd(line.amount_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>Refunds</Title>
      <Text size="sm">
        Refunded {usd(detail.refunded_cents)}; left to refund {usd(detail.refundable_cents)}.
      </Text>
      <Refunds detail={detail} />
      {o.payment_reference && detail.refundable_cents > 0 && (
        <RefundForm
          key={detail.refunds.length}
          refundableCents={detail.refundable_cents}
          saving={refund.isPending}
          refusal={refund.isError ? serverMessageOr(refund.error, 'The refund could not be made.') : null}
          onSubmit={(body) =>
            refund.mutate(body, {
              onSuccess: (done) =>
                showToast({ tone: 'success', message: `Refunded ${usd(done.refund.amount_cents)}.` }),
            })
          }
        />
      )}
      <Title order={3}>Audit trail</Title>
      <Trail detail={detail} />
    </Stack>
  );
}
