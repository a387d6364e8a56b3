// A list paged and sorted on the server, as a table with its footer (count, pages and, when the list
// has one, the CSV export): the rows of one server page; a row opens its record when the list has one.
// It is handed the list's query, not its rows, so that a failed load shows `LoadError` in place of the
// table and footer on every list: rows left out would read as an empty list ("No … yet"), and the rows
// of the page before (kept while the next one loads) would read as the page asked for.
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { ListFooter } from './list-footer.tsx';
import { LoadError } from './load-error.tsx';
import type { useListState } from './use-list-state.ts';

/** What the table reads of the list's `useQuery` result; pass the result itself. */
export type ServerListQuery<Row> = {
  data: { rows: Row[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ServerListTableProps<Row> = {
  label: string;
  /** What a row is, plural: "users", "subscriptions". */
  noun: string;
  columns: readonly DataTableColumn<Row>[];
  query: ServerListQuery<Row>;
  rowKey: (row: Row) => string;
  emptyState: ReactNode;
  /** Opens a row; without it rows are not clickable. */
  onRowClick?: (row: Row) => void;
  state: ReturnType<typeof useListState>;
  pageSize: number;
  /** Downloads the same query as CSV; without it the footer offers no export. */
  onExport?: () => Promise<void>;
  /** Where a refused load sends the person instead of the home page (the console's start page). */
  elsewhere?: { to: string; label: string };
  /** Between the table and its footer, and below the error when the load failed (an add button stays usable). */
  belowTable?: ReactNode;
};

/** What a failed load says when the server sent no message: "The users could not be loaded. …". */
const listLoadFailed = (noun: string) => `The ${noun} could not be loaded. Please try again.`;

export function ServerListTable<Row>(props: ServerListTableProps<Row>) {
  const { state, query } = props;
  if (query.isError)
    return (
      <>
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          fallback={listLoadFailed(props.noun)}
          elsewhere={props.elsewhere}
        />
        {props.belowTable}
      </>
    );
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={query.data?.rows ?? []}
        rowKey={props.rowKey}
        loading={query.isPending}
        emptyState={props.emptyState}
        onRowClick={props.onRowClick}
        serverSort={{ sort: state.sort, onSortChange: state.setSort }}
      />
      {props.belowTable}
      <ListFooter
        total={query.data?.total ?? 0}
        page={state.page}
        pageSize={props.pageSize}
        onPage={state.setPage}
        onExport={props.onExport}
        noun={props.noun}
      />
    </>
  );
}
