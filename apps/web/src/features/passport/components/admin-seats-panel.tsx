// The administrator's seats: the passport subscriptions with their included and extra seats and who
// holds them, paged, sorted and searched on the server (decision 102); Record extra seats, Give a seat
// and Reassign a seat open the seat change dialog.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { AdminSubscription } from '@mti/contracts/passport/passport-api';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { ServerListTable } from '../../../components/server-list-table.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { type SeatChange, useSeatChange } from '../api/admin.ts';
import { SEAT_LIST_PAGE_SIZE, useSeatList } from '../hooks/use-seat-list.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { SeatChangeDialog, type SeatChangeKind } from './seat-change-dialog.tsx';

const label = (s: AdminSubscription) => `${s.company_name} ${s.show_year}`;
/** The server sorts; a column with a sort value gets a sort button. */
const sortable = () => 0;

const figureColumns: DataTableColumn<AdminSubscription>[] = [
  { key: 'company_name', header: 'Company', cell: (s) => s.company_name, sortValue: sortable },
  { key: 'show_year', header: 'Show year', cell: (s) => s.show_year, sortValue: sortable },
  { key: 'included_seats', header: 'Included', numeric: true, cell: (s) => s.included_seats, sortValue: sortable },
  { key: 'extra_seats', header: 'Extra', numeric: true, cell: (s) => s.extra_seats, sortValue: sortable },
  {
    key: 'seats_used',
    header: 'Seat holders',
    sortValue: sortable,
    cell: (s) => (
      <Text size="sm">
        {s.holders.map((h) => `${h.name_first} ${h.name_last} (${h.site_id})`).join(', ') || 'None'}
      </Text>
    ),
  },
];

export function AdminSeatsPanel() {
  const { state, list: subscriptions } = useSeatList();
  const seatChange = useSeatChange();
  const [open, setOpen] = useState<{ kind: SeatChangeKind; subscription: AdminSubscription } | null>(null);

  const start = (kind: SeatChangeKind, subscription: AdminSubscription) => {
    seatChange.reset();
    setOpen({ kind, subscription });
  };
  const confirm = (change: SeatChange) =>
    seatChange.mutate(change, {
      onSuccess: (s) => {
        setOpen(null);
        showToast({ tone: 'success', message: `Seats of ${label(s)} saved.` });
      },
    });

  const searched = state.get('q') !== '';
  return (
    <Stack gap="md">
      <ListSearchForm
        label="Search subscriptions"
        description="Company, show year, or a seat holder's name or site ID"
        initial={state.get('q')}
        onSearch={(q) => state.setFilters({ q })}
      />
      <ServerListTable<AdminSubscription>
        label="Passport subscriptions"
        noun="subscriptions"
        query={subscriptions}
        rowKey={(s) => String(s.subscription_id)}
        emptyState={searched ? 'No subscription matches this search.' : 'No exhibitor has a passport subscription yet.'}
        state={state}
        pageSize={SEAT_LIST_PAGE_SIZE}
        columns={[
          ...figureColumns,
          {
            key: 'actions',
            header: 'Actions',
            cell: (s) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Record extra seats for ${label(s)}`}
                  onClick={() => start('extra', s)}
                >
                  Extra seats
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Give a seat of ${label(s)}`}
                  onClick={() => start('assign', s)}
                >
                  Give a seat
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Reassign a seat of ${label(s)}`}
                  disabled={s.holders.length === 0}
                  onClick={() => start('reassign', s)}
                >
                  Reassign
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <SeatChangeDialog
        change={open}
        busy={seatChange.isPending}
        serverError={seatChange.isError ? serverMessageOr(seatChange.error, SAVE_FAILED) : null}
        onConfirm={confirm}
        onCancel={() => setOpen(null)}
      />
    </Stack>
  );
}
