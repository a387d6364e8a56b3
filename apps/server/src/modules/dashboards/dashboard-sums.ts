// The sums every dashboard figure starts from, computed by the analytics service (runAnalysis) on
// the dataset of the dashboard's app, and the arithmetic of the KPIs derived from them.
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import type { DashboardMemberFilter } from '@mti/contracts/dashboards/dashboards-api';
import { type AnalyticsEngine, type Entitlements, runAnalysis } from '../analytics/service.ts';

/**
 * Where a dashboard's sums come from: the dataset of its app, read with the ticket as the grant (a
 * user the portal let open a dashboard sees that dashboard's figures of the dataset it is built on,
 * whichever product role opened it: the economic-trends app belongs to the econ role).
 */
export type DashboardSource = { engine: AnalyticsEngine; datasetId: string; grant: Entitlements };

type Sums = { value: number; units: number };
/** Members by key (a state's code), each with its label (the state's name). */
export type SumsBy = { total: Sums; members: Map<string, Sums & { key: string; label: string }> };
export type MemberFilters = Partial<Record<DashboardMemberFilter, string>>;

/** Order value and units, in total and per member of `dimension`, over the window and member filters. */
export async function sumsBy(
  { engine, datasetId, grant }: DashboardSource,
  dimension: 'month' | 'region' | 'state' | 'category' | 'industry' | null,
  window: { from: string; to: string },
  members: MemberFilters,
): Promise<SumsBy> {
  const definition = analysisDefinition.parse({
    version: 1,
    dataset: datasetId,
    rows: dimension ? [dimension] : [],
    measures: [
      { id: 'value', field: 'value_usd', aggregate: 'sum' },
      { id: 'units', field: 'units', aggregate: 'sum' },
    ],
    filters: {
      period: window,
      members: Object.entries(members)
        .filter(([, v]) => v)
        .map(([dim, v]) => ({ dimension: dim, values: [v] })),
    },
    totals: { row_grand_total: true, column_grand_total: false, subtotals: false },
  });
  return readSums(await runAnalysis({ engine, definition, entitlements: grant }));
}

function readSums(result: AnalysisResult): SumsBy {
  const out: SumsBy = { total: { value: 0, units: 0 }, members: new Map() };
  result.row_headers.forEach((header, r) => {
    const cell = result.cells[r]?.[0];
    const sums = { value: cell?.[0] ?? 0, units: cell?.[1] ?? 0 };
    if (header.kind === 'total') out.total = sums;
    else if (header.kind === 'member' && header.members[0]) {
      const key = header.members[0];
      out.members.set(key, { ...sums, key, label: header.labels[0] ?? key });
    }
  });
  // Without row dimensions the only row is the total.
  if (result.row_dimensions.length === 0 && result.cells[0]?.[0]) {
    const cell = result.cells[0][0];
    out.total = { value: cell[0] ?? 0, units: cell[1] ?? 0 };
  }
  return out;
}

export const percentChange = (current: number, prior: number) => (prior > 0 ? ((current - prior) / prior) * 100 : null);
export const round1 = (n: number) => Math.round(n * 10) / 10;
export const nullableRound = (n: number | null) => (n === null ? null : round1(n));
export const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
