// A dataset description as GET /analytics/api/analyzer/datasets gives the USMTO sample (trimmed
// members), and a definition over it, for the analyzer panels' component tests.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, DatasetDescription } from '@mti/contracts/analytics/analyzer-api';

const plain = (names: string[]) => names.map((n) => ({ key: n, label: n }));

export const usmtoDataset: DatasetDescription = {
  id: 'usmto-orders',
  title: 'USMTO orders (sample data)',
  description: 'Sample data.',
  sample: true,
  period: { first: '2015-01', last: '2026-10' },
  dimensions: [
    { id: 'month', label: 'Month', kind: 'period', members: [] },
    { id: 'quarter', label: 'Quarter', kind: 'period', members: [] },
    { id: 'year', label: 'Year', kind: 'period', members: [] },
    { id: 'region', label: 'Region', kind: 'member', members: plain(['Northeast', 'Southeast', 'West']) },
    {
      id: 'state',
      label: 'State',
      kind: 'member',
      members: [
        { key: 'CA', label: 'California' },
        { key: 'OH', label: 'Ohio' },
        { key: 'TX', label: 'Texas' },
      ],
    },
    { id: 'category', label: 'Product category', kind: 'member', members: plain(['Additive', 'Metal cutting']) },
    { id: 'industry', label: 'Customer industry', kind: 'member', members: plain(['Aerospace', 'Energy']) },
  ],
  measures: [
    { field: 'orders', label: 'Orders', format: 'integer' },
    { field: 'value_usd', label: 'Value (USD)', format: 'currency' },
  ],
  blend_keys: ['state', 'month', 'industry'],
};

export function analysis(partial: Partial<AnalysisDefinitionInput> = {}): AnalysisDefinitionInput {
  return {
    version: 1,
    dataset: 'usmto-orders',
    rows: ['month'],
    columns: ['region'],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    ...partial,
  };
}

export const smallResult: AnalysisResult = {
  dataset: 'usmto-orders',
  sample: true,
  row_dimensions: [{ id: 'region', label: 'Region' }],
  column_dimensions: [],
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
  ],
  row_headers: [
    { members: ['West'], labels: ['West'], kind: 'member', projected: false },
    { members: [null], labels: [null], kind: 'total', projected: false },
  ],
  column_headers: [{ members: [], labels: [], kind: 'total', projected: false }],
  cells: [[[10]], [[10]]],
  projection: null,
  meta: { data_version: '1', cached: false, cell_count: 2 },
};
