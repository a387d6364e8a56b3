// The surveys list's table (spec §4): period as month and year, status, when submitted and by
// whom, and the actions of its status — View, Edit while open, Start, Continue.
import { Box, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatReportingPeriod, type PeriodAction, periodStatus } from '@mti/contracts/survey/reporting-period';
import type { PeriodListItem } from '@mti/contracts/survey/survey-api';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import type { LabelOf } from '../hooks/use-survey-labels.ts';
import { PeriodStatusBadge } from './period-status-badge.tsx';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type PeriodTableProps = {
  periods: readonly PeriodListItem[];
  loading: boolean;
  t: LabelOf;
  /** The period whose action is running (its buttons show a spinner, the others wait). */
  busyPeriod: string | null;
  onAction: (action: PeriodAction, period: PeriodListItem) => void;
};

const ACTION_VARIANT: Record<PeriodAction, 'filled' | 'light' | 'default'> = {
  start: 'filled',
  continue: 'filled',
  view: 'default',
  edit: 'light',
};

function PeriodActions({
  row,
  t,
  busyPeriod,
  onAction,
}: Omit<PeriodTableProps, 'periods' | 'loading'> & { row: PeriodListItem }) {
  const { actions } = periodStatus(row);
  const period = formatReportingPeriod(row.reporting_period);
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.map((action) => (
        <Button
          key={action}
          size="compact-sm"
          variant={ACTION_VARIANT[action]}
          aria-label={`${t(action)} ${period}`}
          loading={busyPeriod === row.reporting_period && (action === 'start' || action === 'edit')}
          disabled={busyPeriod !== null && busyPeriod !== row.reporting_period}
          onClick={() => onAction(action, row)}
        >
          {t(action)}
        </Button>
      ))}
    </Group>
  );
}

const submittedOn = (row: PeriodListItem) =>
  row.is_submitted === 'true' && row.mod_date_time ? dateTime.format(new Date(row.mod_date_time)) : null;

/** Phones: one card per period instead of a table too wide to read. */
function PeriodCards({ periods, loading, t, busyPeriod, onAction }: PeriodTableProps) {
  if (loading)
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label="Loading" />
      </Center>
    );
  if (!periods.length)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('noData')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('screenName')}>
      {periods.map((row) => (
        <Card key={row.reporting_period} component="li" withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600}>{formatReportingPeriod(row.reporting_period)}</Text>
            <PeriodStatusBadge status={periodStatus(row).status} t={t} />
          </Group>
          {(submittedOn(row) || row.reported_by) && (
            <Text size="sm" c="dimmed" mt={4}>
              {[submittedOn(row), row.reported_by].filter(Boolean).join(' · ')}
            </Text>
          )}
          {periodStatus(row).actions.length > 0 && (
            <Box mt="sm">
              <PeriodActions row={row} t={t} busyPeriod={busyPeriod} onAction={onAction} />
            </Box>
          )}
        </Card>
      ))}
    </Stack>
  );
}

export function PeriodTable(props: PeriodTableProps) {
  // One or the other, never both: the same buttons twice would confuse assistive technology.
  const phone = useMediaQuery('(max-width: 47.99em)');
  return phone ? <PeriodCards {...props} /> : <PeriodGrid {...props} />;
}

function PeriodGrid({ periods, loading, t, busyPeriod, onAction }: PeriodTableProps) {
  const columns: DataTableColumn<PeriodListItem>[] = [
    {
      key: 'period',
      header: t('colPeriod'),
      cell: (row) => formatReportingPeriod(row.reporting_period),
      sortValue: (row) => row.reporting_period,
    },
    {
      key: 'status',
      header: t('colStatus'),
      cell: (row) => <PeriodStatusBadge status={periodStatus(row).status} t={t} />,
    },
    {
      key: 'submitted',
      header: t('colSubmittedOn'),
      cell: (row) => submittedOn(row) ?? '—',
    },
    { key: 'reportedBy', header: t('colReportedBy'), cell: (row) => row.reported_by ?? '—' },
    {
      key: 'actions',
      header: t('colActions'),
      cell: (row) => <PeriodActions row={row} t={t} busyPeriod={busyPeriod} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      label={t('screenName')}
      columns={columns}
      rows={periods}
      rowKey={(row) => row.reporting_period}
      loading={loading}
      emptyState={t('noData')}
    />
  );
}
