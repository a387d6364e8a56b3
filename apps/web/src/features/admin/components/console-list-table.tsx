// A console list's table with its footer (count, pages, CSV export): the rows of one server page,
// sorted by the server; a row opens its record (when the list has one to open).
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { exportConsoleList, type ListParams } from '../api/console-list.ts';
import type { useListState } from '../hooks/use-list-state.ts';
import { ListFooter } from './list-footer.tsx';

type Props<Row> = {
  /** The list's path under /api/admin/console and its CSV's file name. */
  list: string;
  fileName: string;
  label: string;
  noun: string;
  columns: readonly DataTableColumn<Row>[];
  data: { rows: Row[]; total: number } | undefined;
  loading: boolean;
  rowKey: (row: Row) => string;
  emptyState: ReactNode;
  /** Opens a row; without it rows are not clickable. */
  onRowClick?: (row: Row) => void;
  state: ReturnType<typeof useListState>;
  params: ListParams;
  pageSize: number;
};

export function ConsoleListTable<Row>(props: Props<Row>) {
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
        onExport={() => exportConsoleList(props.list, props.params, props.fileName)}
        noun={props.noun}
      />
    </>
  );
}
