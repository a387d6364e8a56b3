// The compact table of data-dense screens (DESIGN §5): sticky header, sortable columns,
// right-aligned numbers, loading and empty states, and rows that open on click or Enter.
import { Center, Loader, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import classes from './data-table.module.css';

export type SortDirection = 'ascending' | 'descending';
export type TableSort = { key: string; direction: SortDirection };
type SortValue = string | number | Date | null | undefined;

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Right-aligned with tabular figures; the cell formats the number itself. */
  numeric?: boolean;
  width?: number | string;
};

type DataTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** Shown when there are no rows: say what the list would hold and what to do next. */
  emptyState: ReactNode;
  onRowClick?: (row: Row) => void;
  initialSort?: TableSort;
  /**
   * Sorted by the server (paged lists): the table shows `sort`, reports clicks through
   * onSortChange and keeps the rows in the order given. Columns opt in with `sortValue` as usual.
   */
  serverSort?: { sort: TableSort; onSortChange: (sort: TableSort) => void };
  maxHeight?: number | string;
};

function compareValues(a: SortValue, b: SortValue): number {
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: 'base' });
}

function sortRows<Row>(rows: readonly Row[], sortValue: (row: Row) => SortValue, direction: SortDirection) {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((rowA, rowB) => {
    const a = sortValue(rowA);
    const b = sortValue(rowB);
    // Rows without a value stay at the end in either direction.
    if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
    return sign * compareValues(a, b);
  });
}

function numericClass(numeric: boolean | undefined) {
  return numeric ? classes.numeric : undefined;
}

// Clicks and keys on a control inside a row (a rename button) belong to that control.
function isFromControl(event: MouseEvent | KeyboardEvent) {
  const target = event.target as HTMLElement;
  return target !== event.currentTarget && target.closest('a, button, input, select, textarea, label') !== null;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyState,
  onRowClick,
  initialSort,
  serverSort,
  maxHeight = '70vh',
}: DataTableProps<Row>) {
  const [localSort, setLocalSort] = useState<TableSort | undefined>(initialSort);
  const sort = serverSort ? serverSort.sort : localSort;

  const sortedRows = useMemo(() => {
    if (serverSort) return rows;
    const sortValue = columns.find((column) => column.key === localSort?.key)?.sortValue;
    return localSort && sortValue ? sortRows(rows, sortValue, localSort.direction) : rows;
  }, [rows, columns, localSort, serverSort]);

  function toggleSort(key: string) {
    const next = (current: TableSort | undefined): TableSort =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' };
    if (serverSort) serverSort.onSortChange(next(serverSort.sort));
    else setLocalSort(next);
  }

  function renderBody() {
    if (loading) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Center py="xl">
              <Loader role="status" size="sm" aria-label="Loading" />
            </Center>
          </Table.Td>
        </Table.Tr>
      );
    }
    if (sortedRows.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length} py="xl" ta="center" c="dimmed">
            {emptyState}
          </Table.Td>
        </Table.Tr>
      );
    }
    return sortedRows.map((row) => (
      <Table.Tr
        key={rowKey(row)}
        className={onRowClick ? classes.clickableRow : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick ? (event) => !isFromControl(event) && onRowClick(row) : undefined}
        onKeyDown={
          onRowClick
            ? (event) => {
                if (event.key === 'Enter' && !isFromControl(event)) onRowClick(row);
              }
            : undefined
        }
      >
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} className={numericClass(column.numeric)}>
            {column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <div className={classes.scroller} style={{ maxHeight }}>
      <Table
        aria-label={label}
        aria-busy={loading}
        stickyHeader
        highlightOnHover={!!onRowClick}
        verticalSpacing="xs"
        fz="sm"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const SortIcon = direction === 'ascending' ? IconArrowUp : direction ? IconArrowDown : IconArrowsSort;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.numeric ? 'right' : undefined}
                  className={numericClass(column.numeric)}
                  aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                >
                  {column.sortValue ? (
                    <UnstyledButton className={classes.sortButton} onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <SortIcon size={14} aria-hidden="true" opacity={direction ? 1 : 0.4} />
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{renderBody()}</Table.Tbody>
      </Table>
    </div>
  );
}
