// The administrator's seats: every passport subscription with its included and extra seats and who
// holds them; Record extra seats, Give a seat and Reassign a seat open the seat change dialog.
import { Button, Group, Text } from '@mantine/core';
import type { AdminSubscription } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { adminSubscriptionsQuery, type SeatChange, useSeatChange } from '../api/admin.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { SeatChangeDialog, type SeatChangeKind } from './seat-change-dialog.tsx';

const label = (s: AdminSubscription) => `${s.company_name} ${s.show_year}`;

export function AdminSeatsPanel() {
  const subscriptions = useQuery(adminSubscriptionsQuery());
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

  if (subscriptions.isError)
    return <LoadError error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />;
  return (
    <>
      <DataTable<AdminSubscription>
        label="Passport subscriptions"
        rows={subscriptions.data ?? []}
        loading={subscriptions.isPending}
        rowKey={(s) => String(s.subscription_id)}
        emptyState="No exhibitor has a passport subscription yet."
        columns={[
          { key: 'company', header: 'Company', cell: (s) => s.company_name, sortValue: (s) => s.company_name },
          { key: 'year', header: 'Show year', cell: (s) => s.show_year, sortValue: (s) => s.show_year },
          { key: 'included', header: 'Included', numeric: true, cell: (s) => s.included_seats },
          { key: 'extra', header: 'Extra', numeric: true, cell: (s) => s.extra_seats },
          {
            key: 'holders',
            header: 'Seat holders',
            cell: (s) => (
              <Text size="sm">
                {s.holders.map((h) => `${h.name_first} ${h.name_last} (${h.site_id})`).join(', ') || 'None'}
              </Text>
            ),
          },
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
    </>
  );
}
