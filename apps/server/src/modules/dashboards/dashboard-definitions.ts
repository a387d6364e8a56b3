// The dashboards behind the launcher's tableau/viewer apps, by the detailId of the app's url
// (seed/catalog-products.ts). Each has one of the layouts: territory-layout.ts, economic-trends-layout.ts.
import type { DashboardMemberFilter } from '@mti/contracts/dashboards/dashboards-api';

export type DashboardDef = {
  detailId: string;
  /** The catalog app that opens it: who may see the dashboard is who may open that app. */
  appKey: string;
  layout: 'territory' | 'economic-trends';
  title: string;
  description: string;
  /** Member filters offered, in the order shown. */
  filters: readonly DashboardMemberFilter[];
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
    defaultMonths: 12,
  },
  {
    detailId: '5203',
    appKey: 'econ-trends',
    layout: 'economic-trends',
    title: 'Economic trends',
    description: 'Momentum of manufacturing-technology orders: moving averages, year-over-year change and mix.',
    filters: ['category', 'industry'],
    defaultMonths: 36,
  },
];

export function findDashboard(detailId: string): DashboardDef | undefined {
  return DASHBOARDS.find((d) => d.detailId === detailId);
}
