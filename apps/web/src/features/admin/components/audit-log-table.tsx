// The audit log's entries for a query (the whole log, or one user's trail): paged, sorted by
// the server, each console change with its before and after; CSV export of the same query.
import { Stack, Text } from '@mantine/core';
import { type AuditLogEntry, auditLogResponse } from '@mti/contracts/admin/audit-log';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import type { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery, type ListParams } from '../api/console-list.ts';
import { ChangeDiff } from './change-diff.tsx';
import { ConsoleListTable } from './console-list-table.tsx';

export const AUDIT_PAGE_SIZE = 25;

const sortable = () => 0;
const columns: DataTableColumn<AuditLogEntry>[] = [
  {
    key: 'at',
    header: 'When (UTC)',
    cell: (e) => e.at.slice(0, 19).replace('T', ' '),
    sortValue: sortable,
    width: 160,
  },
  { key: 'actor', header: 'Who', cell: (e) => e.actor_userid ?? e.actor ?? 'anonymous', sortValue: sortable },
  { key: 'action', header: 'Action', cell: (e) => e.action, sortValue: sortable },
  { key: 'subject', header: 'Concerning', cell: (e) => e.subject ?? '—', sortValue: sortable },
  {
    key: 'change',
    header: 'Before → after',
    cell: (e) =>
      e.before || e.after ? (
        <ChangeDiff before={e.before} after={e.after} />
      ) : (
        <Text size="xs" c="dimmed">
          {Object.keys(e.detail).length ? JSON.stringify(e.detail) : '—'}
        </Text>
      ),
  },
];

export function AuditLogTable({ state, params }: { state: ReturnType<typeof useListState>; params: ListParams }) {
  const list = useQuery(consoleListQuery('audit-log', params, auditLogResponse));
  return (
    <Stack gap="sm">
      <ConsoleListTable
        list="audit-log"
        fileName="audit-log.csv"
        params={params}
        label="Audit log"
        noun="entries"
        columns={columns}
        query={list}
        rowKey={(e) => String(e.id)}
        emptyState="No entries match. Widen the dates or clear a filter."
        state={state}
        pageSize={AUDIT_PAGE_SIZE}
      />
    </Stack>
  );
}
