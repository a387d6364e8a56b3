// The analyzer's datasets: their dimensions and measures as the only names that may reach SQL
// (a whitelist: the client names a dimension, the server picks the expression), and who may
// see them.
import type { BlendKeyDimension } from '@mti/contracts/analytics/analysis-definition';
import { USMTO_CATEGORIES, USMTO_INDUSTRIES, USMTO_REGIONS, USMTO_STATES } from './usmto-dimensions.ts';

export type ValueFormat = 'integer' | 'decimal' | 'currency' | 'percent';

export type DimensionDef = {
  id: string;
  label: string;
  kind: 'period' | 'member';
  /** The copy's column the dimension derives from (a period dimension: the date column). */
  column: string;
  /** DuckDB expression over that column giving the member key as text. */
  sql: string;
  /** Members in their display order (empty for periods, whose members are months of the data). */
  members: ReadonlyArray<{ key: string; label: string }>;
};

export type MeasureFieldDef = { field: string; label: string; column: string; format: ValueFormat };

export type DatasetDef = {
  id: string;
  title: string;
  description: string;
  sample: boolean;
  /** The DuckDB table of the copy, its date column (first of the month) and its text columns. */
  table: string;
  periodColumn: string;
  attributeColumns: readonly string[];
  /** Product roles that open this dataset (any one of them, with an active subscription). */
  roles: readonly string[];
  dimensions: readonly DimensionDef[];
  measures: readonly MeasureFieldDef[];
  /** Columns of a drill-down, in order: raw columns of the copy. */
  detailColumns: ReadonlyArray<{ id: string; label: string; sql: string; format: ValueFormat | 'text' }>;
  /**
   * What a blend key fills in: a FROM over the user's keyed rows `u(k, …)` (joins allowed) and,
   * for each dimension the key determines, its expression there.
   */
  blendKeys: Partial<Record<BlendKeyDimension, { from: string; dims: Readonly<Record<string, string>> }>>;
};

const plain = (names: readonly string[]) => names.map((n) => ({ key: n, label: n }));

export const USMTO_ORDERS_DATASET: DatasetDef = {
  id: 'usmto-orders',
  title: 'USMTO orders (sample data)',
  description:
    'Monthly U.S. manufacturing technology orders by USMTO region, state, product category and customer industry. ' +
    'Sample data: deterministic synthetic figures for demonstration, not reported orders.',
  sample: true,
  table: 'usmto_orders',
  periodColumn: 'period',
  attributeColumns: ['region', 'state', 'category', 'industry'],
  roles: ['usmto'],
  dimensions: [
    { id: 'month', label: 'Month', kind: 'period', column: 'period', sql: "strftime(period, '%Y-%m')", members: [] },
    {
      id: 'quarter',
      label: 'Quarter',
      kind: 'period',
      column: 'period',
      sql: "concat(year(period), '-Q', quarter(period))",
      members: [],
    },
    { id: 'year', label: 'Year', kind: 'period', column: 'period', sql: 'cast(year(period) as varchar)', members: [] },
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
  measures: [
    { field: 'orders', label: 'Orders', column: 'orders', format: 'integer' },
    { field: 'units', label: 'Units', column: 'units', format: 'integer' },
    { field: 'value_usd', label: 'Value (USD)', column: 'value_usd', format: 'currency' },
  ],
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
    state: { from: 'u join usmto_states st on st.state = u.k', dims: { state: 'u.k', region: 'st.region' } },
    month: {
      from: 'u',
      dims: {
        month: 'u.k',
        quarter: "concat(substr(u.k, 1, 4), '-Q', (cast(substr(u.k, 6, 2) as integer) - 1) // 3 + 1)",
        year: 'substr(u.k, 1, 4)',
      },
    },
    industry: { from: 'u', dims: { industry: 'u.k' } },
  },
};

export const DATASETS: readonly DatasetDef[] = [USMTO_ORDERS_DATASET];

export type Entitlements = { roles: readonly string[] };

export function isEntitled(dataset: DatasetDef, entitlements: Entitlements): boolean {
  return dataset.roles.some((role) => entitlements.roles.includes(role));
}

export function findDataset(id: string): DatasetDef | undefined {
  return DATASETS.find((d) => d.id === id);
}

export function dimensionOf(dataset: DatasetDef, id: string): DimensionDef | undefined {
  return dataset.dimensions.find((d) => d.id === id);
}

export function measureFieldOf(dataset: DatasetDef, field: string): MeasureFieldDef | undefined {
  return dataset.measures.find((m) => m.field === field);
}
