// Territory dashboard figures for web tests; the West region has a third of the orders.
import type { DashboardData } from '@mti/contracts/dashboards/dashboards-api';
import type { TileAnalysis } from '@mti/contracts/dashboards/tile-analysis';

const analysis = (rows: string, region?: string): TileAnalysis => ({
  dataset: 'usmto-orders',
  rows,
  measure: 'value_usd',
  from: '2024-11',
  to: '2025-10',
  filters: region ? [{ dimension: 'region', member: region }] : [],
});

export function territoryFixture(filters: { region?: string; state?: string }): DashboardData {
  const value = filters.region === 'West' ? 1_250_000 : 3_750_000;
  return {
    detail_id: '4107',
    title: 'Territory',
    description: 'Machine-tool orders by USMTO region and state.',
    sample: true,
    period: { first: '2015-01', last: '2025-10' },
    applied: {
      from: '2024-11',
      to: '2025-10',
      region: filters.region ?? null,
      state: filters.state ?? null,
      category: null,
      industry: null,
      indicator: null,
    },
    filters: [
      { id: 'region', label: 'Region', options: ['Northeast', 'West'] },
      { id: 'category', label: 'Product category', options: ['Additive', 'Metal cutting'] },
    ],
    kpis: [
      { id: 'orders_value', label: 'Orders (USD)', value, text: null, format: 'currency', note: 'Nov 2024 – Oct 2025' },
      {
        id: 'change',
        label: 'Change vs. prior period',
        value: -2.5,
        text: null,
        format: 'percent',
        note: 'vs. before',
      },
      {
        id: 'units',
        label: 'Units ordered',
        value: 12_345,
        text: null,
        format: 'integer',
        note: 'Nov 2024 – Oct 2025',
      },
      { id: 'top_region', label: 'Top region', value, text: 'West', format: 'text', note: '$1,250,000' },
    ],
    trend: {
      title: 'Monthly orders (USD)',
      format: 'currency',
      months: ['2025-09', '2025-10'],
      series: [{ name: 'Orders (USD)', values: [value / 2, value / 2] }],
      analysis: analysis('month', filters.region),
    },
    breakdown: {
      title: 'Orders by region (USD)',
      format: 'currency',
      items: [
        { name: 'West', key: 'West', value },
        { name: 'Northeast', key: 'Northeast', value: value / 2 },
      ],
      cross_filter: 'region',
      analysis: analysis('region', filters.region),
    },
    map: {
      title: 'Orders by state (USD)',
      format: 'currency',
      values: [
        { name: 'California', key: 'CA', value },
        { name: 'Ohio', key: 'OH', value: value / 3 },
      ],
      analysis: analysis('state', filters.region),
    },
  };
}
