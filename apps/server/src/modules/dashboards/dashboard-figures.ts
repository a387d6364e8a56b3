// The figures of a dashboard for its filters: the frame around them, then the layout's KPIs,
// trend, breakdown, map and arrows (territory-layout.ts, economic-trends-layout.ts,
// workholding-layout.ts).
import type { DashboardData, DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import { type AnalyticsEngine, openAppDataset } from '../analytics/service.ts';
import type { DashboardDef } from './dashboard-definitions.ts';
import { frameOf, resolveFilters } from './dashboard-filters.ts';
import { economicTrends } from './economic-trends-layout.ts';
import { territory } from './territory-layout.ts';
import { workholding } from './workholding-layout.ts';

/** The whole dashboard for the filters: frame, KPIs, trend, breakdown and map. */
export async function computeDashboard(
  engine: AnalyticsEngine,
  dashboard: DashboardDef,
  filters: DashboardFilters,
): Promise<DashboardData> {
  const opened = await openAppDataset({ engine, appKey: dashboard.appKey });
  if (!opened) throw new Error(`no dataset is declared for the app ${dashboard.appKey}`);
  const { dataset, grant } = opened;
  const source = { engine, datasetId: dataset.id, grant };
  const frame = frameOf(dashboard, dataset, resolveFilters(dashboard, dataset, filters));
  const layout = { territory, 'economic-trends': economicTrends, workholding }[dashboard.layout];
  return layout(source, frame, dataset.period.first);
}
