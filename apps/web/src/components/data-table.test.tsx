import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';

type Order = { id: string; summary: string; total: number | null; date: Date };

const orders: Order[] = [
  { id: 'A-2', summary: 'USMTO annual', total: 1200, date: new Date('2025-03-01') },
  { id: 'A-10', summary: 'Map U.S. Markets', total: null, date: new Date('2025-01-15') },
  { id: 'A-1', summary: 'economic trends', total: 95.5, date: new Date('2025-02-10') },
];

const columns: DataTableColumn<Order>[] = [
  { key: 'id', header: 'Order #', cell: (o) => o.id, sortValue: (o) => o.id },
  { key: 'summary', header: 'Summary', cell: (o) => o.summary },
  {
    key: 'total',
    header: 'Total',
    numeric: true,
    cell: (o) => (o.total === null ? '—' : o.total.toLocaleString('en-US')),
    sortValue: (o) => o.total,
  },
  { key: 'date', header: 'Date', cell: (o) => o.date.toISOString().slice(0, 10), sortValue: (o) => o.date },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Order>>[0]> = {}) {
  renderWithProviders(
    <DataTable
      label="Orders"
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      emptyState="No orders."
      {...props}
    />,
  );
  return screen.getByRole('table', { name: 'Orders' });
}

/** The first cell of each body row, top to bottom. */
function orderIds(table: HTMLElement) {
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('DataTable', () => {
  it('shows a header per column and a row per item in the given order', () => {
    const table = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order #', 'Summary', 'Total', 'Date']);
    expect(orderIds(table)).toEqual(['A-2', 'A-10', 'A-1']);
  });

  it('right-aligns numeric columns, header included', () => {
    const table = renderTable();
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: '1,200' })).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: 'USMTO annual' })).not.toHaveStyle({ textAlign: 'right' });
  });

  it('starts from the initial sort and marks it with aria-sort', () => {
    const table = renderTable({ initialSort: { key: 'date', direction: 'descending' } });
    expect(orderIds(table)).toEqual(['A-2', 'A-1', 'A-10']);
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Order #' })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: 'Summary' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts by a clicked header ascending, then toggles to descending, comparing numbers within text', async () => {
    const user = userEvent.setup();
    const table = renderTable({ initialSort: { key: 'date', direction: 'descending' } });
    const header = within(table).getByRole('columnheader', { name: 'Order #' });

    await user.click(within(header).getByRole('button', { name: 'Order #' }));
    expect(orderIds(table)).toEqual(['A-1', 'A-2', 'A-10']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button', { name: 'Order #' }));
    expect(orderIds(table)).toEqual(['A-10', 'A-2', 'A-1']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps rows without a value last in both directions', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    const sortByTotal = within(table).getByRole('button', { name: 'Total' });
    await user.click(sortByTotal);
    expect(orderIds(table)).toEqual(['A-1', 'A-2', 'A-10']);
    await user.click(sortByTotal);
    expect(orderIds(table)).toEqual(['A-2', 'A-1', 'A-10']);
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    const table = renderTable();
    await user.tab();
    expect(within(table).getByRole('button', { name: 'Order #' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(orderIds(table)).toEqual(['A-1', 'A-2', 'A-10']);
    await user.keyboard(' ');
    expect(orderIds(table)).toEqual(['A-10', 'A-2', 'A-1']);
  });

  it('shows the empty state when there are no rows', () => {
    const table = renderTable({ rows: [] });
    expect(within(table).getByRole('cell', { name: 'No orders.' })).toBeVisible();
  });

  it('shows a busy loader instead of rows or the empty state while loading', () => {
    const table = renderTable({ rows: [], loading: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByLabelText('Loading')).toBeInTheDocument();
    expect(within(table).queryByText('No orders.')).not.toBeInTheDocument();
  });

  it('opens a row on click and on Enter when it has focus', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const table = renderTable({ onRowClick });
    const [, firstRow, secondRow] = within(table).getAllByRole('row');

    await user.click(within(firstRow as HTMLElement).getByText('USMTO annual'));
    expect(onRowClick).toHaveBeenLastCalledWith(orders[0]);

    (secondRow as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(orders[1]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves clicks and Enter on a control inside a row to that control', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const onRename = vi.fn();
    const withAction: DataTableColumn<Order>[] = [
      ...columns,
      {
        key: 'actions',
        header: 'Actions',
        cell: (o) => (
          <button type="button" onClick={() => onRename(o.id)}>
            Rename {o.id}
          </button>
        ),
      },
    ];
    renderTable({ onRowClick, columns: withAction });
    const rename = screen.getByRole('button', { name: 'Rename A-2' });
    await user.click(rename);
    rename.focus();
    await user.keyboard('{Enter}');
    expect(onRename).toHaveBeenCalledTimes(2);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('does not make rows focusable when they open nothing', () => {
    const table = renderTable();
    const [, firstRow] = within(table).getAllByRole('row');
    expect(firstRow).not.toHaveAttribute('tabindex');
  });
});
