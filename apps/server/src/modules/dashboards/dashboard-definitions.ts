// The dashboards behind the launcher's tableau/viewer apps, by the detailId of the app's url
// (seed/catalog-products.ts). Each has one of the layouts: territory-layout.ts, economic-trends-layout.ts,
// workholding-layout.ts.
import type { DashboardMemberFilter } from '@mti/contracts/dashboards/dashboards-api';

export type DashboardDef = {
  detailId: string;
  /** The catalog app that opens it: who may see the dashboard is who may open that app. */
  appKey: string;
  layout: 'territory' | 'economic-trends' | 'workholding';
  title: string;
  description: string;
  /** Member filters offered, in the order shown. */
  filters: readonly DashboardMemberFilter[];
  /** Member filters a tile sets by a click (cross-filtering), not offered as a list. */
  crossFilters: readonly DashboardMemberFilter[];
  /** Months shown when the user picked no period. */
  defaultMonths: number;
};

export const DASHBOARDS: readonly DashboardDef[] = [
  {
    detailId: '4107',
    appKey: 'usmto-territory',
    layout: 'territory',
    title: 'Territory',
    description: 'Machine-tool orders by USMTO region and state: how the territory is doing and where.',
    filters: ['region', 'category'],
    crossFilters: ['state'],
    defaultMonths: 12,
  },
  {
    detailId: '5203',
    appKey: 'econ-trends',
    layout: 'economic-trends',
    title: 'Economic Trends',
    description:
      'Leading indicators of the manufacturing-technology industry, each with a 12-month forecast and its 80% band.',
    filters: ['indicator'],
    crossFilters: [],
    defaultMonths: 36,
  },
  {
    detailId: '6101',
    appKey: 'awt-monthly',
    layout: 'workholding',
    title: 'Advanced Workholding Technology',
    description: 'Monthly orders of workholding products by product category and region, with the arrow indicators.',
    filters: ['region', 'category'],
    crossFilters: [],
    defaultMonths: 24,
  },
];

export function findDashboard(detailId: string): DashboardDef | undefined {
  return DASHBOARDS.find((d) => d.detailId === detailId);
}
