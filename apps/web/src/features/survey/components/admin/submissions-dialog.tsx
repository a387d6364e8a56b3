// Who has submitted a period: every organisation, its state, when and by whom.
import { Badge, Modal } from '@mantine/core';
import { formatReportingPeriod } from '@mti/contracts/survey/reporting-period';
import type { AdminSubmission } from '@mti/contracts/survey/survey-admin-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { periodSubmissionsQuery } from '../../api/get-period-submissions.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: DataTableColumn<AdminSubmission>[] = [
  {
    key: 'organisation',
    header: 'Organisation',
    cell: (row) => row.organisation_name,
    sortValue: (row) => row.organisation_name,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.is_submitted ? (
        <Badge color="teal" variant="dot" tt="none">
          Submitted
        </Badge>
      ) : row.is_started ? (
        <Badge color="orange" variant="dot" tt="none">
          Pending submission
        </Badge>
      ) : (
        <Badge color="gray" variant="dot" tt="none">
          Not started
        </Badge>
      ),
    sortValue: (row) => (row.is_submitted ? 0 : row.is_started ? 1 : 2),
  },
  {
    key: 'modified',
    header: 'Last change',
    cell: (row) => (row.mod_date_time ? dateTime.format(new Date(row.mod_date_time)) : '—'),
    sortValue: (row) => row.mod_date_time,
  },
  { key: 'reportedBy', header: 'Reported by', cell: (row) => row.reported_by ?? '—' },
];

type SubmissionsDialogProps = {
  basePath: string | undefined;
  period: string | null;
  onClose: () => void;
  onFailed: (error: unknown) => void;
};

export function SubmissionsDialog({ basePath, period, onClose, onFailed }: SubmissionsDialogProps) {
  const submissions = useQuery(periodSubmissionsQuery(basePath, period));
  useEffect(() => {
    if (submissions.error) onFailed(submissions.error);
  }, [submissions.error, onFailed]);
  return (
    <Modal
      opened={period !== null}
      onClose={onClose}
      title={period ? `Submissions for ${formatReportingPeriod(period)}` : ''}
      size="xl"
      centered
    >
      <DataTable
        label="Organisations and their submissions"
        columns={columns}
        rows={submissions.data ?? []}
        rowKey={(row) => row.organisation_id}
        loading={submissions.isPending}
        emptyState="No organisations take part in the survey yet."
        initialSort={{ key: 'status', direction: 'ascending' }}
        maxHeight="60vh"
      />
    </Modal>
  );
}
