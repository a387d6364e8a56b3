// A list paged and sorted on the server, as a table with its footer (count, pages and, when the list
// has one, the CSV export): the rows of one server page; a row opens its record when the list has one.
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from './data-table.tsx';
import { ListFooter } from './list-footer.tsx';
import type { useListState } from './use-list-state.ts';

export type ServerListTableProps<Row> = {
  label: string;
  /** What a row is, plural: "users", "subscriptions". */
  noun: string;
  columns: readonly DataTableColumn<Row>[];
  data: { rows: Row[]; total: number } | undefined;
  loading: boolean;
  rowKey: (row: Row) => string;
  emptyState: ReactNode;
  /** Opens a row; without it rows are not clickable. */
  onRowClick?: (row: Row) => void;
  state: ReturnType<typeof useListState>;
  pageSize: number;
  /** Downloads the same query as CSV; without it the footer offers no export. */
  onExport?: () => Promise<void>;
};

export function ServerListTable<Row>(props: ServerListTableProps<Row>) {
  const { state, data } = props;
  return (
    <>
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={data?.rows ?? []}
        rowKey={props.rowKey}
        loading={props.loading}
        emptyState={props.emptyState}
        onRowClick={props.onRowClick}
        serverSort={{ sort: state.sort, onSortChange: state.setSort }}
      />
      <ListFooter
        total={data?.total ?? 0}
        page={state.page}
        pageSize={props.pageSize}
        onPage={state.setPage}
        onExport={props.onExport}
        noun={props.noun}
      />
    </>
  );
}
