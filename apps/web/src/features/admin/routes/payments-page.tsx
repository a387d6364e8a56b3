// Console › Payments (issue 19): every user's orders, newest first, paged, sorted and searched on
// the server and exported as CSV. A card shows as its brand and last four digits only.
import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ConsoleOrderRow, orderListResponse } from '@mti/contracts/admin/console-payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { consoleOrderPath, failedRefundsQuery } from '../api/payments.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { ConsoleLoadError } from '../components/console-load-error.tsx';
import { FailedRefundsAlert } from '../components/failed-refunds-alert.tsx';
import { ReconciliationPanel } from '../components/reconciliation-panel.tsx';

const PAGE_SIZE = 25;
const LIST = 'payments/orders';
const sortable = () => 0;
const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const columns: DataTableColumn<ConsoleOrderRow>[] = [
  {
    key: 'id',
    header: 'Order',
    numeric: true,
    cell: (o) => (
      <Anchor component={Link} to={consoleOrderPath(o.id)}>
        {o.id}
      </Anchor>
    ),
    sortValue: sortable,
  },
  {
    key: 'created_at',
    header: 'At (UTC)',
    cell: (o) => o.created_at.slice(0, 16).replace('T', ' '),
    sortValue: sortable,
  },
  { key: 'userid', header: 'Username', cell: (o) => o.userid, sortValue: sortable },
  { key: 'description', header: 'Description', cell: (o) => o.description },
  { key: 'total_cents', header: 'Total', numeric: true, cell: (o) => usd(o.total_cents), sortValue: sortable },
  {
    key: 'refunded_cents',
    header: 'Refunded',
    numeric: true,
    cell: (o) => usd(o.refunded_cents),
    sortValue: sortable,
  },
  { key: 'net_cents', header: 'Net', numeric: true, cell: (o) => usd(o.net_cents), sortValue: sortable },
  { key: 'card', header: 'Card', cell: (o) => (o.card_brand ? `${o.card_brand} ending ${o.card_last4}` : '') },
];

export function PaymentsPage() {
  const state = useListState({ sort: 'created_at', dir: 'desc' });
  const [search, setSearch] = useState(state.get('q'));
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(LIST, params, orderListResponse));
  const failed = useQuery(failedRefundsQuery());
  return (
    <Stack gap="md">
      <Title order={2}>Payments</Title>
      {failed.data && <FailedRefundsAlert failed={failed.data} />}
      {/* Nothing shown would read as "no refund failed": a check that did not come says so. */}
      {failed.isError && (
        <ConsoleLoadError query={failed} fallback="The failed refunds could not be checked. Please try again." />
      )}
      <Text size="sm">Orders of every user. Open an order to see its refunds and audit trail, or to refund it.</Text>
      <Anchor component={Link} to="/admin/console/payments/prospect-transactions">
        Prospect transactions: offer a download and mail its payment link
      </Anchor>
      <form
        aria-label="Search orders"
        onSubmit={(event) => {
          event.preventDefault();
          state.setFilters({ q: search.trim() });
        }}
      >
        <TextInput
          label="Username, description or order number"
          description="Press Enter to search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={420}
        />
      </form>
      <ConsoleListTable
        list={LIST}
        fileName="orders.csv"
        params={params}
        label="Orders"
        noun="orders"
        columns={columns}
        query={list}
        rowKey={(o) => String(o.id)}
        emptyState="No order matches this search."
        state={state}
        pageSize={PAGE_SIZE}
      />
      <ReconciliationPanel />
    </Stack>
  );
}
