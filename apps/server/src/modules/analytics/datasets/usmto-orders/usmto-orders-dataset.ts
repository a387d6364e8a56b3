// The USMTO orders dataset: monthly U.S. manufacturing technology orders by region, state, product
// category and customer industry (sample data until the real feed arrives). Its tables and loader,
// dimensions, measures, keys, readers, sample generator and release dates, all in this folder.
import { addMonths, firstDayOfMonth, monthOfDate } from '@mti/contracts/common/month';
import type { DatasetDef } from '../../dataset-declaration.ts';
import { MONTH_BLEND_KEY, PERIOD_DIMENSIONS, TIME_HIERARCHY } from '../../dataset-periods.ts';
import { loadUsmtoCopy } from './usmto-copy-loader.ts';
import { USMTO_CATEGORIES, USMTO_INDUSTRIES, USMTO_REGIONS, USMTO_STATES } from './usmto-dimensions.ts';
import { lastMonthIndex, monthKeyOf } from './usmto-generator.ts';
import { isUsmtoSeeded, seedUsmtoOrders, USMTO_ORDERS_ID, usmtoRowsPerScale } from './usmto-sample.ts';

const plain = (names: readonly string[]) => names.map((n) => ({ key: n, label: n }));

export const USMTO_ORDERS_DATASET: DatasetDef = {
  id: USMTO_ORDERS_ID,
  title: 'USMTO orders (sample data)',
  description:
    'Monthly U.S. manufacturing technology orders by USMTO region, state, product category and customer industry. ' +
    'Sample data: deterministic synthetic figures for demonstration, not reported orders.',
  sample: true,
  table: 'usmto_orders',
  periodColumn: 'period',
  attributeColumns: ['region', 'state', 'category', 'industry'],
  copy: { tables: ['usmto_orders', 'usmto_states'], load: loadUsmtoCopy },
  // Per month: every cell (copies of a cell collapse), then the pairs the analyzer shows most. A
  // state gives its region, so region rides along at no cost. Region alone: the trend by region and
  // distinct counts by region (decision 092) read a few thousand rows.
  rollups: [
    ['region', 'state', 'category', 'industry'],
    ['region', 'state', 'category'],
    ['region', 'state', 'industry'],
    ['region', 'category', 'industry'],
    ['region', 'state'],
    ['region'],
  ],
  // The product's role, with an active subscription.
  access: { roles: ['usmto'], subscription: true },
  dimensions: [
    ...PERIOD_DIMENSIONS,
    {
      id: 'region',
      label: 'Region',
      kind: 'member',
      column: 'region',
      sql: 'cast(region as varchar)',
      members: plain(USMTO_REGIONS),
    },
    {
      id: 'state',
      label: 'State',
      kind: 'member',
      column: 'state',
      sql: 'cast(state as varchar)',
      members: USMTO_STATES.map((s) => ({ key: s.code, label: s.name })),
    },
    {
      id: 'category',
      label: 'Product category',
      kind: 'member',
      column: 'category',
      sql: 'cast(category as varchar)',
      members: plain(USMTO_CATEGORIES.map((c) => c.name)),
    },
    {
      id: 'industry',
      label: 'Customer industry',
      kind: 'member',
      column: 'industry',
      sql: 'cast(industry as varchar)',
      members: plain(USMTO_INDUSTRIES.map((i) => i.name)),
    },
  ],
  hierarchies: [
    { id: 'geography', label: 'Geography', levels: ['region', 'state'] },
    TIME_HIERARCHY,
    { id: 'category', label: 'Product category', levels: ['category'] },
    { id: 'industry', label: 'Customer industry', levels: ['industry'] },
  ],
  measures: [
    { field: 'orders', label: 'Orders', column: 'orders', unit: 'count', aggregate: 'sum' },
    { field: 'units', label: 'Units', column: 'units', unit: 'count', aggregate: 'sum' },
    { field: 'value_usd', label: 'Value (USD)', column: 'value_usd', unit: 'currency', aggregate: 'sum' },
  ],
  geoKeys: { state: 'state' },
  detailColumns: [
    { id: 'month', label: 'Month', sql: "strftime(period, '%Y-%m')", format: 'text' },
    { id: 'region', label: 'Region', sql: 'cast(region as varchar)', format: 'text' },
    { id: 'state', label: 'State', sql: 'cast(state as varchar)', format: 'text' },
    { id: 'category', label: 'Product category', sql: 'cast(category as varchar)', format: 'text' },
    { id: 'industry', label: 'Customer industry', sql: 'cast(industry as varchar)', format: 'text' },
    { id: 'orders', label: 'Orders', sql: 'orders', format: 'integer' },
    { id: 'units', label: 'Units', sql: 'units', format: 'integer' },
    { id: 'value_usd', label: 'Value (USD)', sql: 'cast(value_usd as double)', format: 'currency' },
  ],
  blendKeys: {
    state: {
      reads: 'member',
      from: 'u join usmto_states st on st.state = u.k',
      dims: { state: 'u.k', region: 'st.region' },
    },
    month: MONTH_BLEND_KEY,
    industry: { reads: 'member', from: 'u', dims: { industry: 'u.k' } },
  },
  apps: ['usmto-orders', 'usmto-classic', 'usmto-territory'],
  // The sample grows by one month when a month ends: through the month before today, next on the 1st.
  release: (now) => ({
    dataThrough: monthKeyOf(lastMonthIndex(now)),
    nextRelease: firstDayOfMonth(addMonths(monthOfDate(now), 1)),
  }),
  sampleData: { seed: seedUsmtoOrders, isSeeded: isUsmtoSeeded, rowsPerScale: usmtoRowsPerScale },
};
