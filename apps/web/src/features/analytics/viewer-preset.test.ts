import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { describe, expect, it } from 'vitest';
import { defaultDefinition } from './analysis-edits.ts';
import { applyViewerPreset } from './viewer-preset.ts';

const dataset: DatasetDescription = {
  id: 'county-manufacturing',
  title: 'County manufacturing (sample data)',
  description: '',
  sample: true,
  period: { first: '2023-01', last: '2025-01' },
  dimensions: [
    { id: 'year', label: 'Year', kind: 'period', members: [] },
    { id: 'state', label: 'State', kind: 'member', members: [{ key: 'OH', label: 'Ohio' }] },
    { id: 'industry', label: 'Industry', kind: 'member', members: [{ key: '3327', label: '3327 Machine shops' }] },
  ],
  measures: [
    { field: 'employment', label: 'Employment', format: 'integer', aggregate: 'sum' },
    { field: 'consumption_usd', label: 'Consumption', format: 'currency', aggregate: 'sum' },
  ],
  blend_keys: [],
} as DatasetDescription;

describe('the analyzer link preset', () => {
  it('takes the rows, measure and filters the dataset declares', () => {
    const search = new URLSearchParams(
      'rows=industry&measure=employment&filter=state:OH&filter=year:2025&filter=industry:3327',
    );
    const definition = applyViewerPreset(defaultDefinition(dataset), dataset, search);
    expect(definition.rows).toEqual(['industry']);
    expect(definition.measures).toEqual([
      { id: 'employment_sum', field: 'employment', aggregate: 'sum', calculation: 'none' },
    ]);
    expect(definition.filters).toEqual({
      members: [
        { dimension: 'state', values: ['OH'], exclude: false },
        { dimension: 'year', values: ['2025'], exclude: false },
        { dimension: 'industry', values: ['3327'], exclude: false },
      ],
    });
  });

  it('takes the period of a dashboard tile link, months within the data only', () => {
    const search = new URLSearchParams('rows=state&from=2024-01&to=2024-12&filter=state:OH');
    const definition = applyViewerPreset(defaultDefinition(dataset), dataset, search);
    expect(definition.rows).toEqual(['state']);
    expect(definition.filters).toEqual({
      period: { from: '2024-01', to: '2024-12' },
      members: [{ dimension: 'state', values: ['OH'], exclude: false }],
    });
    const outside = new URLSearchParams('from=2019-01&to=2024-13');
    expect(applyViewerPreset(defaultDefinition(dataset), dataset, outside)).toEqual(defaultDefinition(dataset));
  });

  it('ignores names and members the dataset does not have', () => {
    const base = defaultDefinition(dataset);
    const search = new URLSearchParams('rows=category&measure=orders&filter=state:ZZ&filter=color:red&filter=nocolon');
    expect(applyViewerPreset(base, dataset, search)).toEqual(base);
  });
});
