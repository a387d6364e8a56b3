// The Advanced Workholding Technology orders dataset: participants' monthly orders of workholding
// products by region and product category (sample data until the real feed arrives).
import { addMonths, firstDayOfMonth, monthOfDate } from '@mti/contracts/common/month';
import type { DatasetDef } from '../../dataset-declaration.ts';
import { MONTH_BLEND_KEY, PERIOD_DIMENSIONS, TIME_HIERARCHY, textDimension } from '../../dataset-periods.ts';
import { loadAwtCopy } from './awt-copy-loader.ts';
import { AWT_CATEGORIES, AWT_REGIONS } from './awt-dimensions.ts';
import { awtLastMonthIndex, awtMonthKey } from './awt-generator.ts';
import { AWT_ORDERS_ID, awtRowsPerScale, isAwtSeeded, seedAwtOrders } from './awt-sample.ts';

export const AWT_ORDERS_DATASET: DatasetDef = {
  id: AWT_ORDERS_ID,
  title: 'Advanced Workholding orders (sample data)',
  description:
    'Monthly orders of workholding products reported by participating companies, by region and product category. ' +
    'Sample data: deterministic synthetic figures for demonstration, not reported orders.',
  sample: true,
  table: 'awt_orders',
  periodColumn: 'period',
  attributeColumns: ['region', 'category'],
  copy: { tables: ['awt_orders'], load: loadAwtCopy },
  access: { roles: ['awt'], subscription: true },
  dimensions: [
    ...PERIOD_DIMENSIONS,
    textDimension(
      'region',
      'Region',
      AWT_REGIONS.map((r) => r.name),
    ),
    textDimension(
      'category',
      'Product category',
      AWT_CATEGORIES.map((c) => c.name),
    ),
  ],
  hierarchies: [
    TIME_HIERARCHY,
    { id: 'region', label: 'Region', levels: ['region'] },
    { id: 'category', label: 'Product category', levels: ['category'] },
  ],
  measures: [
    { field: 'orders', label: 'Orders', column: 'orders', unit: 'count', aggregate: 'sum' },
    { field: 'units', label: 'Units', column: 'units', unit: 'count', aggregate: 'sum' },
    { field: 'value_usd', label: 'Value (USD)', column: 'value_usd', unit: 'currency', aggregate: 'sum' },
    // The same on every region's row of a category and month: its minimum is the category's count.
    { field: 'participants', label: 'Participants', column: 'participants', unit: 'count', aggregate: 'min' },
  ],
  geoKeys: {},
  detailColumns: [
    { id: 'month', label: 'Month', sql: "strftime(period, '%Y-%m')", format: 'text' },
    { id: 'region', label: 'Region', sql: 'region', format: 'text' },
    { id: 'category', label: 'Product category', sql: 'category', format: 'text' },
    { id: 'orders', label: 'Orders', sql: 'orders', format: 'integer' },
    { id: 'units', label: 'Units', sql: 'units', format: 'integer' },
    { id: 'value_usd', label: 'Value (USD)', sql: 'cast(value_usd as double)', format: 'currency' },
    { id: 'participants', label: 'Participants', sql: 'participants', format: 'integer' },
  ],
  blendKeys: {
    month: MONTH_BLEND_KEY,
    region: { reads: 'member', from: 'u', dims: { region: 'u.k' } },
    category: { reads: 'member', from: 'u', dims: { category: 'u.k' } },
  },
  apps: ['awt-monthly'],
  // The sample grows by one month when a month ends: through the month before today, next on the 1st.
  release: (now) => ({
    dataThrough: awtMonthKey(awtLastMonthIndex(now)),
    nextRelease: firstDayOfMonth(addMonths(monthOfDate(now), 1)),
  }),
  sampleData: { seed: seedAwtOrders, isSeeded: isAwtSeeded, rowsPerScale: awtRowsPerScale },
};
