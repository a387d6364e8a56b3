// The administrator's periods: open a new month, open or close one, see who has submitted, export.
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  formatReportingPeriod,
  INVALID_REPORTING_PERIOD,
  REPORTING_PERIOD_PATTERN,
  reportingPeriodOf,
  shiftReportingPeriod,
} from '@mti/contracts/survey/reporting-period';
import type { AdminPeriod } from '@mti/contracts/survey/survey-admin-api';
import { IconDownload, IconLock, IconLockOpen, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { showToast } from '../../../../components/toast.ts';
import { inputRefusal } from '../../admin-errors.ts';
import { useExportSubmissions } from '../../api/export-submissions.ts';
import { adminPeriodsQuery } from '../../api/get-admin-periods.ts';
import { useOpenPeriod } from '../../api/open-period.ts';
import { useSetPeriodOpen } from '../../api/set-period-open.ts';
import { SubmissionsDialog } from './submissions-dialog.tsx';

type PeriodsPanelProps = { basePath: string | undefined; onFailed: (error: unknown) => void };

function suggestedPeriod(periods: readonly AdminPeriod[] | undefined): string {
  const latest = periods?.[0]?.reporting_period;
  return latest ? shiftReportingPeriod(latest, 1) : shiftReportingPeriod(reportingPeriodOf(new Date()), -1);
}

export function PeriodsPanel({ basePath, onFailed }: PeriodsPanelProps) {
  const periods = useQuery(adminPeriodsQuery(basePath, true));
  const openPeriod = useOpenPeriod(basePath);
  const setOpen = useSetPeriodOpen(basePath);
  const exportCsv = useExportSubmissions(basePath);
  const [newPeriod, setNewPeriod] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const value = newPeriod ?? (periods.data ? suggestedPeriod(periods.data) : '');

  useEffect(() => {
    if (periods.error) onFailed(periods.error);
  }, [periods.error, onFailed]);

  function submitNew(event: FormEvent) {
    event.preventDefault();
    if (!REPORTING_PERIOD_PATTERN.test(value)) {
      setFormError(INVALID_REPORTING_PERIOD);
      return;
    }
    openPeriod.mutate(value, {
      onSuccess: () => {
        setNewPeriod(null);
        setFormError(null);
        showToast({ tone: 'success', message: `${formatReportingPeriod(value)} is open for every organisation.` });
      },
      onError: (error) => {
        const refusal = inputRefusal(error);
        if (refusal) setFormError(refusal);
        else onFailed(error);
      },
    });
  }

  function changeOpen(period: string, isOpen: boolean) {
    setOpen.mutate(
      { period, isOpen },
      {
        onSuccess: () => {
          setClosing(null);
          showToast({
            tone: 'success',
            message: `${formatReportingPeriod(period)} is ${isOpen ? 'open' : 'closed'}.`,
          });
        },
        onError: onFailed,
      },
    );
  }

  const columns: DataTableColumn<AdminPeriod>[] = [
    {
      key: 'period',
      header: 'Reporting period',
      cell: (row) => formatReportingPeriod(row.reporting_period),
      sortValue: (row) => row.reporting_period,
    },
    {
      key: 'state',
      header: 'State',
      cell: (row) => (
        <Badge color={row.is_open ? 'teal' : 'gray'} variant="dot" tt="none">
          {row.is_open ? 'Open' : 'Closed'}
        </Badge>
      ),
    },
    { key: 'started', header: 'Started', numeric: true, cell: (row) => row.started },
    {
      key: 'submitted',
      header: 'Submitted',
      numeric: true,
      cell: (row) => `${row.submitted} of ${row.organisations}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => {
        const name = formatReportingPeriod(row.reporting_period);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconUsers size={14} />}
              aria-label={`Submissions for ${name}`}
              onClick={() => setShowing(row.reporting_period)}
            >
              Submissions
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} />}
              aria-label={`Export ${name} as CSV`}
              loading={exportCsv.isPending && exportCsv.variables === row.reporting_period}
              onClick={() => exportCsv.mutate(row.reporting_period, { onError: onFailed })}
            >
              CSV
            </Button>
            {row.is_open ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconLock size={14} />}
                aria-label={`Close ${name}`}
                onClick={() => setClosing(row.reporting_period)}
              >
                Close
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconLockOpen size={14} />}
                aria-label={`Open ${name}`}
                loading={setOpen.isPending && setOpen.variables?.period === row.reporting_period}
                onClick={() => changeOpen(row.reporting_period, true)}
              >
                Open
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <form onSubmit={submitNew} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Open a new reporting period"
            description={REPORTING_PERIOD_PATTERN.test(value) ? formatReportingPeriod(value) : 'Year and month: YYYYMM'}
            placeholder="YYYYMM"
            value={value}
            onChange={(event) => {
              setNewPeriod(event.currentTarget.value.trim());
              setFormError(null);
            }}
            error={formError}
            maxLength={6}
            inputMode="numeric"
            w={240}
          />
          <Button type="submit" loading={openPeriod.isPending}>
            Open period
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        A closed period can no longer be started, changed or reopened by members; submitted figures stay.
      </Text>
      <DataTable
        label="Reporting periods"
        columns={columns}
        rows={periods.data ?? []}
        rowKey={(row) => row.reporting_period}
        loading={periods.isPending}
        emptyState="No reporting period has been opened yet. Open the first one above."
      />
      <ConfirmDialog
        opened={closing !== null}
        title={closing ? `Close ${formatReportingPeriod(closing)}?` : ''}
        message="Members will no longer be able to start, change, submit or reopen this period. You can open it again later."
        buttonLabels={['Close period', 'Cancel']}
        danger
        busy={setOpen.isPending}
        onConfirm={() => closing && changeOpen(closing, false)}
        onCancel={() => setClosing(null)}
      />
      <SubmissionsDialog basePath={basePath} period={showing} onClose={() => setShowing(null)} onFailed={onFailed} />
    </Stack>
  );
}
