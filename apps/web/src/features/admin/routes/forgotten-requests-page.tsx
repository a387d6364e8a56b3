// Console › Exhibitor Passport › Forgotten requests (issue 19): the "forgotten" requests recorded so
// far, paged, sorted (newest first) and searched on the server, exported as CSV. A request keeps no
// address, so the list shows what was done, not who. Recording one stays on the passport's admin screen.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ForgottenRequest, forgottenListResponse } from '@mti/contracts/passport/passport-admin-api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';

const PAGE_SIZE = 50;
const LIST = 'passport/forgotten';
const sortable = () => 0;

const columns: DataTableColumn<ForgottenRequest>[] = [
  {
    key: 'recorded_at',
    header: 'Recorded (UTC)',
    cell: (r) => r.recorded_at.slice(0, 16).replace('T', ' '),
    sortValue: sortable,
  },
  { key: 'recorded_by', header: 'By (site ID)', cell: (r) => r.recorded_by, sortValue: sortable },
  { key: 'reason', header: 'Reason', cell: (r) => r.reason ?? '—' },
  {
    key: 'contacts_removed',
    header: 'Records removed',
    numeric: true,
    cell: (r) => r.contacts_removed.toLocaleString('en-US'),
    sortValue: sortable,
  },
  { key: 'exported_by', header: 'Exported by', cell: (r) => r.exported_by.join(', ') || 'Nobody' },
];

export function ForgottenRequestsPage() {
  const state = useListState({ sort: 'recorded_at', dir: 'desc' });
  const params = state.params(['q'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(LIST, params, forgottenListResponse));
  return (
    <Stack gap="md">
      <Title order={2}>Forgotten-contact requests</Title>
      <Text size="sm">
        A request is recorded on the{' '}
        <Anchor component={Link} to={paths.passport.admin} underline="always">
          passport administration screen
        </Anchor>
        . No address is kept, so the list shows what was done and which exhibitors must delete their copies.
      </Text>
      <ListSearchForm
        label="Search forgotten requests"
        description="Site ID, reason or exhibitor"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ConsoleListTable
        list={LIST}
        fileName="forgotten-requests.csv"
        label="Forgotten requests"
        noun="requests"
        columns={columns}
        query={list}
        rowKey={(r) => String(r.suppression_id)}
        emptyState={state.get('q') ? 'No request matches this search.' : 'No forgotten request has been recorded yet.'}
        state={state}
        params={params}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}
