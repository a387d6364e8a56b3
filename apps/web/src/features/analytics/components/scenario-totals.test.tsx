import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { header } from '../../../../test/analyzer-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { buildChartModel } from '../../../components/charts/analysis/chart-option.ts';
import { BASE_CASE_SUFFIX } from '../../../components/charts/analysis/scenario-series.ts';
import { SCENARIO_COLUMNS, ScenarioTotals } from './scenario-totals.tsx';

const grid = (values: (number | null)[]) => values.map((v) => [v === null ? null : [v]]);

/** Years on rows: 2023 actual, 2024 projected (+10 % on the base case's 100), the total spanning both. */
function yearsWithScenario(): AnalysisResult {
  return {
    dataset: 'usmto-orders',
    sample: true,
    row_dimensions: [{ id: 'year', label: 'Year' }],
    column_dimensions: [],
    measures: [
      {
        id: 'units',
        label: 'Units',
        field: 'units',
        aggregate: 'sum',
        calculation: 'none',
        format: 'integer',
        source: 'dataset',
      },
    ],
    row_headers: [
      header(['2023'], ['2023'], 'member'),
      header(['2024'], ['2024'], 'member', true),
      header([null], [null], 'total', true),
    ],
    column_headers: [header([], [], 'total')],
    cells: grid([1000, 1100, 2100]),
    projection: { from: '2023-12', months: 12 },
    scenario: {
      base_cells: grid([1000, 1000, 2000]),
      base_projected_cells: grid([null, 1000, 1000]),
      actual_cells: grid([1000, null, 1000]),
      projected_cells: grid([null, 1100, 1100]),
    },
    meta: { data_version: '1', cached: false, cell_count: 3 },
  };
}

describe('ScenarioTotals', () => {
  it('shows each projected row actual, projected and combined, base case beside scenario', () => {
    renderWithProviders(<ScenarioTotals result={yearsWithScenario()} units="exact" />);
    // Role queries are slow on a loaded machine: the table by its name, its cells by their tags.
    const table = screen.getByRole('table', { name: 'Base case and scenario' });
    expect([...table.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['Year', ...SCENARIO_COLUMNS]);
    const rows = [...table.querySelectorAll('tbody tr')];
    const cells = (name: string) => {
      const row = rows.find((r) => r.querySelector('th')?.textContent === name);
      return row ? [...row.querySelectorAll('td')].map((c) => c.textContent) : null;
    };
    // The actual year has nothing projected: it is not listed.
    expect(cells('2023')).toBeNull();
    expect(cells('2024')).toEqual(['–', '1,000', '1,100', '1,000', '1,100', '100']);
    expect(cells('Grand total')).toEqual(['1,000', '1,000', '1,100', '2,000', '2,100', '100']);
  });

  it('is absent without a projection', () => {
    const { scenario: _s, ...plain } = yearsWithScenario();
    renderWithProviders(<ScenarioTotals result={{ ...plain, projection: null }} units="exact" />);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the base case as a dotted line over the projected periods, joined at the last actual one', () => {
    const { option } = buildChartModel({
      result: yearsWithScenario(),
      type: 'bar',
      units: 'exact',
      dataLabels: false,
      title: 't',
      axis: { category: 'Year', value: 'Units' },
    });
    const series = option.series as { name: string; type: string; data: unknown[]; lineStyle?: { type: string } }[];
    const base = series.find((s) => s.name.endsWith(BASE_CASE_SUFFIX));
    expect(base?.type).toBe('line');
    expect(base?.lineStyle?.type).toBe('dotted');
    expect(base?.data).toEqual([1000, 1000]);
  });
});
