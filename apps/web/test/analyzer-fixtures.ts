// Analyzer fixtures for component tests: a dataset like the server's USMTO one and results built
// by hand, so that each test states the numbers it expects to see.
import type { AnalysisResult, AxisHeader, DatasetDescription } from '@mti/contracts/analytics/analyzer-api';

export const usmtoDataset: DatasetDescription = {
  id: 'usmto-orders',
  title: 'USMTO orders (sample data)',
  description: 'Monthly U.S. manufacturing technology orders. Sample data: deterministic synthetic figures.',
  sample: true,
  period: { first: '2015-01', last: '2026-10' },
  dimensions: [
    { id: 'month', label: 'Month', kind: 'period', members: [] },
    { id: 'quarter', label: 'Quarter', kind: 'period', members: [] },
    { id: 'year', label: 'Year', kind: 'period', members: [] },
    {
      id: 'region',
      label: 'Region',
      kind: 'member',
      members: ['Northeast', 'West'].map((r) => ({ key: r, label: r })),
    },
    {
      id: 'state',
      label: 'State',
      kind: 'member',
      members: [
        { key: 'CA', label: 'California' },
        { key: 'OR', label: 'Oregon' },
        { key: 'NY', label: 'New York' },
      ],
    },
    { id: 'category', label: 'Product category', kind: 'member', members: [{ key: 'Turning', label: 'Turning' }] },
  ],
  measures: [
    { field: 'orders', label: 'Orders', format: 'integer' },
    { field: 'units', label: 'Units', format: 'integer' },
    { field: 'value_usd', label: 'Value (USD)', format: 'currency' },
  ],
  blend_keys: ['state', 'month', 'industry'],
};

export const header = (
  members: (string | null)[],
  labels: (string | null)[],
  kind: AxisHeader['kind'],
  projected = false,
): AxisHeader => ({ members, labels, kind, projected });

/** Region × state on rows with subtotals, year on columns, value (currency) and share (percent). */
export function regionStateByYear(): AnalysisResult {
  const rows = [
    header(['Northeast', 'NY'], ['Northeast', 'New York'], 'member'),
    header(['Northeast', null], ['Northeast', null], 'subtotal'),
    header(['West', 'CA'], ['West', 'California'], 'member'),
    header(['West', 'OR'], ['West', 'Oregon'], 'member'),
    header(['West', null], ['West', null], 'subtotal'),
    header([null, null], [null, null], 'total'),
  ];
  const columns = [
    header(['2023'], ['2023'], 'member'),
    header(['2024'], ['2024'], 'member', true),
    header([null], [null], 'total'),
  ];
  // value per [row][column]; share = value / grand total.
  const values = [
    [1000, 2000, 3000],
    [1000, 2000, 3000],
    [4000, 5500, 9500],
    [250, 250.4, 500.4],
    [4250, 5750.4, 10000.4],
    [5250, 7750.4, 13000.4],
  ];
  return {
    dataset: 'usmto-orders',
    sample: true,
    row_dimensions: [
      { id: 'region', label: 'Region' },
      { id: 'state', label: 'State' },
    ],
    column_dimensions: [{ id: 'year', label: 'Year' }],
    measures: [
      {
        id: 'value',
        label: 'Value (USD)',
        field: 'value_usd',
        aggregate: 'sum',
        calculation: 'none',
        format: 'currency',
        source: 'dataset',
      },
      {
        id: 'orders',
        label: 'Orders',
        field: 'orders',
        aggregate: 'count',
        calculation: 'none',
        format: 'integer',
        source: 'dataset',
      },
      {
        id: 'share',
        label: 'Value (USD) (% of total)',
        field: 'value_usd',
        aggregate: 'sum',
        calculation: 'percent_of_total',
        format: 'percent',
        source: 'dataset',
      },
    ],
    row_headers: rows,
    column_headers: columns,
    cells: values.map((row) => row.map((v) => [v, v * 10, (100 * v) / 13000.4])),
    projection: null,
    meta: { data_version: '1', cached: false, cell_count: 54 },
  };
}
