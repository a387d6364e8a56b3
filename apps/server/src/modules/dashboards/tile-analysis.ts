// The analysis a dashboard tile shows, as the analyzer opens it: the tile's one row dimension and
// summed measure over the dashboard's period and member filters (contracts/dashboards/tile-analysis.ts).
import type { TileAnalysis } from '@mti/contracts/dashboards/tile-analysis';
import type { Applied } from './dashboard-filters.ts';
import type { DashboardSource, MemberFilters } from './dashboard-sums.ts';

export function tileAnalysisOf(
  source: DashboardSource,
  applied: Applied,
  rows: string,
  members: MemberFilters,
  measure = 'value_usd',
): TileAnalysis {
  return {
    dataset: source.datasetId,
    rows,
    measure,
    from: applied.from,
    to: applied.to,
    filters: Object.entries(members)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([dimension, member]) => ({ dimension, member })),
  };
}
