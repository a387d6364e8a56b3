import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { header, regionStateByYear } from '../../../../test/analyzer-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PivotTable } from './pivot-table.tsx';

const table = () => screen.getByRole('table', { name: 'Analysis result' });
/** The texts of a body row's cells, header cells included. */
const rowTexts = (name: string) =>
  within(within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('PivotTable', () => {
  it('nests the measures under each year and the total column, and marks projected years', () => {
    renderWithProviders(<PivotTable result={regionStateByYear()} />);
    const columnHeaders = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columnHeaders.slice(0, 5)).toEqual(['Region', 'State', '2023', '2024projected', 'Total']);
    // Three measures under each of the three column headers.
    expect(columnHeaders.filter((h) => h === 'Value (USD)')).toHaveLength(3);
    expect(within(table()).getByRole('columnheader', { name: '2024projected' })).toHaveAttribute('colspan', '3');
  });

  it('writes currency, integers and percentages with thousands separators', () => {
    renderWithProviders(<PivotTable result={regionStateByYear()} />);
    // California: 4,000 and 5,500 dollars, ten times as many orders, shares of 13,000.40.
    expect(rowTexts('California')).toEqual([
      '$4,000',
      '40,000',
      '30.8%',
      '$5,500',
      '55,000',
      '42.3%',
      '$9,500',
      '95,000',
      '73.1%',
    ]);
    expect(rowTexts('Oregon').slice(3, 5)).toEqual(['$250', '2,504']);
  });

  it('sets subtotal and grand total rows apart and leaves a repeated region blank', () => {
    renderWithProviders(<PivotTable result={regionStateByYear()} />);
    const subtotal = within(table()).getByRole('rowheader', { name: 'West total' });
    expect(subtotal).toHaveAttribute('colspan', '2');
    expect(subtotal.closest('tr')?.className).toMatch(/subtotalRow/);
    const total = within(table()).getByRole('rowheader', { name: 'Grand total' });
    expect(total.closest('tr')?.className).toMatch(/totalRow/);
    expect(rowTexts('Grand total').slice(6)).toEqual(['$13,000', '130,004', '100.0%']);
    // Oregon's row repeats West, which is left blank; California's shows it.
    const oregonHeaders = within(screen.getByRole('rowheader', { name: 'Oregon' }).closest('tr') as HTMLElement)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(oregonHeaders).toEqual(['', 'Oregon']);
    expect(screen.getAllByRole('rowheader', { name: 'West' })).toHaveLength(1);
  });

  it('opens the rows behind a total with its header members', async () => {
    const onPickCell = vi.fn();
    renderWithProviders(<PivotTable result={regionStateByYear()} onPickCell={onPickCell} />);
    await userEvent.click(screen.getByRole('button', { name: '$10,000 (West total, Total, Value (USD)): show rows' }));
    expect(onPickCell).toHaveBeenCalledWith({
      cell: { row: ['West', null], column: [null] },
      title: 'West total, Total',
    });
    await userEvent.click(screen.getByRole('button', { name: '$13,000 (Grand total, Value (USD)): show rows' }));
    expect(onPickCell).toHaveBeenLastCalledWith({ cell: { row: [null, null], column: [null] }, title: 'Grand total' });
  });

  it('marks projected rows and partial periods in the row headers, in the chosen units', () => {
    const result = regionStateByYear();
    const projectedRows = {
      ...result,
      row_dimensions: [{ id: 'quarter', label: 'Quarter' }],
      row_headers: [
        header(['2026-Q3'], ['Q3 2026'], 'member'),
        header(['2026-Q4'], ['Q4 2026'], 'member', true),
        header([null], [null], 'total', true),
      ],
      column_headers: [header([], [], 'total')],
      measures: result.measures.slice(0, 1),
      cells: [[[7_070_000_000]], [[3_000_000]], [[7_073_000_000]]],
    };
    renderWithProviders(<PivotTable result={projectedRows} units="billions" partial={[null, '1 of 3 months', null]} />);
    expect(within(table()).getByRole('rowheader', { name: 'Q3 2026' })).toBeInTheDocument();
    expect(
      within(table()).getByRole('rowheader', { name: 'Q4 2026projectedpartial: 1 of 3 months' }),
    ).toBeInTheDocument();
    // The grand total is not a projected period itself: no mark on it, nor on the column header.
    expect(within(table()).getByRole('rowheader', { name: 'Grand total' })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Value (USD)' })).toBeInTheDocument();
    expect(rowTexts('Q3 2026')).toEqual(['$7.07B']);
    // A small figure in the same column keeps the unit and stays readable: not "$0B".
    expect(rowTexts('Q4 2026projectedpartial: 1 of 3 months')).toEqual(['$0.003B']);
  });
});
