// Console › Payments › Reconciliation actions (issues 13, 19): what the reconciliation of charges
// without an order did (the recurring task or an administrator), paged, sorted (newest first) and
// searched on the server, exported as CSV. Settling a charge stays on the Payments screen.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReconciliationAction, reconciliationActionListResponse } from '@mti/contracts/admin/console-payments';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';

const PAGE_SIZE = 50;
const LIST = 'payments/reconciliation/actions';
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;
/** What each recorded action did, in words. */
const WHAT: Record<string, string> = {
  booked: 'Order completed',
  voided: 'Charge voided',
  cleared_decline: 'Declined charge cleared',
};

const columns: DataTableColumn<ReconciliationAction>[] = [
  { key: 'at', header: 'At (UTC)', cell: (a) => a.at.slice(0, 16).replace('T', ' '), sortValue: sortable },
  {
    key: 'action',
    header: 'Action',
    cell: (a) => WHAT[a.action] ?? a.action,
    sortValue: sortable,
  },
  { key: 'tuid', header: 'Transaction', cell: (a) => a.tuid ?? '—', sortValue: sortable },
  { key: 'actor', header: 'By', cell: (a) => a.actor_userid ?? 'the recurring task' },
];

export function ReconciliationActionsPage() {
  const state = useListState({ sort: 'at', dir: 'desc' });
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(LIST, params, reconciliationActionListResponse));
  return (
    <Stack gap="md">
      <Title order={2}>Reconciliation actions</Title>
      <Text size="sm">
        What the reconciliation of charges without an order did: the recurring task, or an administrator. Charges
        without an order are settled on the{' '}
        <Anchor component={Link} to="/admin/console/payments" underline="always">
          Payments
        </Anchor>{' '}
        screen.
      </Text>
      <ListSearchForm
        label="Search reconciliation actions"
        description="Transaction, action or detail"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={LIST}
        fileName="reconciliation-actions.csv"
        label="Reconciliation actions"
        noun="actions"
        columns={columns}
        query={list}
        rowKey={(a) => `${a.at}|${a.action}|${a.tuid}|${a.actor_userid}`}
        emptyState={state.get('q') ? 'No action matches this search.' : 'Nothing yet.'}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}
