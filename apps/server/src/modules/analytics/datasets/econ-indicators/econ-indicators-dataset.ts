// The Economic Trends dataset: monthly leading indicators of the manufacturing-technology industry
// (sample data until the real feeds arrive). The dashboard adds a 12-month forecast to each.
import { addMonths, firstDayOfMonth, monthOfDate } from '@mti/contracts/common/month';
import type { DatasetDef } from '../../dataset-declaration.ts';
import { MONTH_BLEND_KEY, PERIOD_DIMENSIONS, TIME_HIERARCHY } from '../../dataset-periods.ts';
import { loadEconCopy } from './econ-copy-loader.ts';
import { ECON_INDICATORS, ECON_UNIT_LABELS } from './econ-dimensions.ts';
import { econLastMonthIndex, econMonthKey } from './econ-generator.ts';
import { ECON_INDICATORS_ID, econRowsPerScale, isEconSeeded, seedEconIndicators } from './econ-sample.ts';

export const ECON_INDICATORS_DATASET: DatasetDef = {
  id: ECON_INDICATORS_ID,
  title: 'Economic Trends leading indicators (sample data)',
  description:
    'Monthly leading indicators of the manufacturing-technology industry: capacity utilization, a PMI-like index, ' +
    'durable goods orders and machine-tool orders, each in its own unit. ' +
    'Sample data: deterministic synthetic figures for demonstration, not published statistics.',
  sample: true,
  table: 'econ_indicators',
  periodColumn: 'period',
  attributeColumns: ['indicator'],
  copy: { tables: ['econ_indicators'], load: loadEconCopy },
  access: { roles: ['econ'], subscription: true },
  dimensions: [
    ...PERIOD_DIMENSIONS,
    {
      id: 'indicator',
      label: 'Indicator',
      kind: 'member',
      column: 'indicator',
      sql: 'cast(indicator as varchar)',
      members: ECON_INDICATORS.map((i) => ({ key: i.name, label: `${i.name} (${ECON_UNIT_LABELS[i.unit]})` })),
    },
  ],
  hierarchies: [TIME_HIERARCHY, { id: 'indicator', label: 'Indicator', levels: ['indicator'] }],
  // Indicators of different units never add up: the value is averaged over months and indicators.
  measures: [{ field: 'value', label: 'Value', column: 'value', unit: 'number', aggregate: 'avg' }],
  geoKeys: {},
  detailColumns: [
    { id: 'month', label: 'Month', sql: "strftime(period, '%Y-%m')", format: 'text' },
    { id: 'indicator', label: 'Indicator', sql: 'indicator', format: 'text' },
    { id: 'value', label: 'Value', sql: 'value', format: 'decimal' },
  ],
  blendKeys: { month: MONTH_BLEND_KEY },
  apps: ['econ-trends'],
  release: (now) => ({
    dataThrough: econMonthKey(econLastMonthIndex(now)),
    nextRelease: firstDayOfMonth(addMonths(monthOfDate(now), 1)),
  }),
  sampleData: { seed: seedEconIndicators, isSeeded: isEconSeeded, rowsPerScale: econRowsPerScale },
};
