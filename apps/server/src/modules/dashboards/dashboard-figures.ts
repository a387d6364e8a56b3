// The figures of a dashboard for its filters: the frame around them, then the layout's KPIs,
// trend, breakdown and map (territory-layout.ts, economic-trends-layout.ts).
import type { DashboardData, DashboardFilters } from '@mti/contracts/dashboards/dashboards-api';
import { type AnalyticsEngine, listDatasets } from '../analytics/service.ts';
import type { DashboardDef } from './dashboard-definitions.ts';
import { frameOf, resolveFilters } from './dashboard-filters.ts';
import { DASHBOARD_DATASET, DASHBOARD_ENTITLEMENTS } from './dashboard-sums.ts';
import { economicTrends } from './economic-trends-layout.ts';
import { territory } from './territory-layout.ts';

/** The whole dashboard for the filters: frame, KPIs, trend, breakdown and map. */
export async function computeDashboard(
  engine: AnalyticsEngine,
  dashboard: DashboardDef,
  filters: DashboardFilters,
): Promise<DashboardData> {
  const [dataset] = await listDatasets({ engine, entitlements: DASHBOARD_ENTITLEMENTS });
  if (!dataset) throw new Error(`dataset ${DASHBOARD_DATASET} is not available`);
  const frame = frameOf(dashboard, dataset, resolveFilters(dashboard, dataset, filters));
  return dashboard.layout === 'territory'
    ? territory(engine, frame, dataset.period.first)
    : economicTrends(engine, frame, dataset.period.first);
}
