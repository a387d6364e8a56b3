// Console › Exhibitor Passport (issue 19): booth contracts per show cycle with their subscription,
// seats and the company's sending cap, paged, sorted and filtered on the server, exported as CSV.
// A row opens its seats and cap. Forgotten-contact requests are recorded on the passport's admin
// screen and listed on their own console screen.
import { Anchor, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BoothContractRow, contractListResponse } from '@mti/contracts/admin/console-passport';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { ConsoleListTable } from '../components/console-list-table.tsx';
import { ContractPanel } from '../components/contract-panel.tsx';

const PAGE_SIZE = 25;
const LIST = 'passport/contracts';
const sortable = () => 0;
const count = (n: number) => n.toLocaleString('en-US');

const columns: DataTableColumn<BoothContractRow>[] = [
  { key: 'company_name', header: 'Company', cell: (c) => c.company_name, sortValue: sortable },
  { key: 'show_year', header: 'Show cycle', cell: (c) => c.show_year, sortValue: sortable },
  { key: 'booth', header: 'Booth', cell: (c) => c.booth, sortValue: sortable },
  {
    key: 'seats_used',
    header: 'Seats used',
    numeric: true,
    cell: (c) =>
      c.subscription_id === null ? 'no subscription' : `${c.seats_used} of ${c.included_seats + c.extra_seats}`,
    sortValue: sortable,
  },
  { key: 'paid', header: 'Paid seats', numeric: true, cell: (c) => count(c.extra_seats) },
  {
    key: 'daily_cap',
    header: 'Daily sending cap',
    numeric: true,
    cell: (c) => count(c.daily_cap),
    sortValue: sortable,
  },
];

export function PassportPage() {
  const state = useListState({ sort: 'company_name', dir: 'asc' });
  const [search, setSearch] = useState(state.get('q'));
  const [showYear, setShowYear] = useState(state.get('show_year'));
  const [open, setOpen] = useState<BoothContractRow | null>(null);
  const params = state.params(['q', 'show_year'], PAGE_SIZE);
  const list = useQuery(consoleListQuery(LIST, params, contractListResponse));
  const current =
    open && list.data?.rows.find((r) => r.company_id === open.company_id && r.show_year === open.show_year);
  return (
    <Stack gap="md">
      <Title order={2}>Exhibitor Passport</Title>
      <Text size="sm">
        Recording a forgotten-contact request and giving out free seats are on the{' '}
        <Anchor component={Link} to={paths.passport.admin} underline="always">
          passport administration screen
        </Anchor>
        ; the{' '}
        <Anchor component={Link} to="/admin/console/passport/forgotten" underline="always">
          forgotten-contact requests
        </Anchor>{' '}
        recorded so far and every company's{' '}
        <Anchor component={Link} to="/admin/console/passport/sending-caps" underline="always">
          daily sending cap
        </Anchor>{' '}
        with today's sends has its own screen; failed and queued jobs are under{' '}
        <Anchor component={Link} to="/admin/console/jobs" underline="always">
          Jobs
        </Anchor>
        .
      </Text>
      <form
        aria-label="Search booth contracts"
        onSubmit={(event) => {
          event.preventDefault();
          state.setFilters({ show_year: showYear.trim(), q: search.trim() });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Show cycle"
            description="For example imts-2026"
            value={showYear}
            onChange={(e) => setShowYear(e.currentTarget.value)}
            w={180}
          />
          <TextInput
            label="Company or booth"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <ConsoleListTable
        list={LIST}
        fileName="booth-contracts.csv"
        params={params}
        label="Booth contracts"
        noun="booth contracts"
        columns={columns}
        query={list}
        rowKey={(c) => `${c.company_id}:${c.show_year}`}
        emptyState="No booth contract matches this search. Try part of a company name or clear the show cycle."
        onRowClick={setOpen}
        state={state}
        pageSize={PAGE_SIZE}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={open ? `${open.company_name}, ${open.show_year}` : ''}
        size="xl"
      >
        {open && <ContractPanel contract={current ?? open} onChanged={() => list.refetch()} />}
      </Modal>
    </Stack>
  );
}
