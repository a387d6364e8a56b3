// A pinned tile draws the analysis's own chart, with its table one switch away (by keyboard too);
// a table analysis shows the table alone. The figures are seeded in the query cache as the
// analyzer's query answers them.
import { analysisDefinition, type DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { PartialPeriod } from '@mti/contracts/analytics/analyzer-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { regionStateByYear } from '../../../../test/analyzer-fixtures.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { tileFiguresQuery } from '../api/my-dashboards.ts';
import { TileFigures } from './tile-figures.tsx';

const analysis = (type: 'bar' | 'table', units?: DisplayUnits) =>
  analysisDefinition.parse({
    version: 1,
    dataset: 'usmto-orders',
    rows: ['region', 'state'],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    chart: { type, title: 'Orders by state', units },
  });

function renderTile(type: 'bar' | 'table', partial_periods: PartialPeriod[] = [], units?: DisplayUnits) {
  const definition = analysis(type, units);
  const queryClient = createQueryClient();
  queryClient.setQueryData(tileFiguresQuery(definition).queryKey, { ...regionStateByYear(), partial_periods });
  render(
    <AppProviders queryClient={queryClient}>
      <TileFigures definition={definition} title="My tile" />
    </AppProviders>,
  );
}

describe('a pinned tile', { timeout: 30_000 }, () => {
  it('shows the chart it was saved with, and its table by keyboard', async () => {
    const user = userEvent.setup();
    renderTile('bar');
    expect(screen.getByRole('img', { name: 'Orders by state' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'My tile: figures' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Chart' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('table', { name: 'My tile: figures' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Grand total' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Orders by state' })).toBeNull();
  });

  it('shows a table analysis as its table alone, saying which partial period is left out', () => {
    renderTile('table', [{ dimension: 'year', key: '2026', label: '2026', months: 10, of: 12 }]);
    expect(screen.getByRole('table', { name: 'My tile: figures' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Chart' })).toBeNull();
    expect(screen.getByText('Left out: 2026 is partial: 10 of 12 months.')).toBeInTheDocument();
  });

  it("writes the table's figures in the analysis's display units", () => {
    renderTile('table', [], 'millions');
    // $5,250 in millions: three significant digits, not "$0.01M" (decision 090).
    expect(screen.getByTestId('tile-total')).toHaveTextContent(/^\$0\.00525M$/);
  });
});
