// One analysis of a dashboard's dataset, read back as a map from row members to measure values:
// for the figures sumsBy (value and units) does not cover (participants, indicator values).
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { runAnalysis } from '../analytics/service.ts';
import type { DashboardSource, MemberFilters } from './dashboard-sums.ts';

export type Measure = { field: string; aggregate: 'sum' | 'avg' | 'min' };

/** Values by the row members joined with '|' (e.g. 'Vises|2026-10'), one number per measure. */
export async function valuesBy(
  { engine, datasetId, grant }: DashboardSource,
  rows: readonly string[],
  measures: readonly Measure[],
  window: { from: string; to: string },
  members: MemberFilters,
): Promise<Map<string, Array<number | null>>> {
  const definition = analysisDefinition.parse({
    version: 1,
    dataset: datasetId,
    rows,
    measures: measures.map((m, i) => ({ id: `m${i}`, field: m.field, aggregate: m.aggregate })),
    filters: {
      period: window,
      members: Object.entries(members)
        .filter(([, v]) => v)
        .map(([dimension, v]) => ({ dimension, values: [v] })),
    },
    totals: { row_grand_total: false, column_grand_total: false, subtotals: false },
  });
  const result = await runAnalysis({ engine, definition, entitlements: grant });
  const out = new Map<string, Array<number | null>>();
  result.row_headers.forEach((header, r) => {
    if (header.kind !== 'member') return;
    out.set(
      header.members.join('|'),
      (result.cells[r]?.[0] ?? []).map((v) => v ?? null),
    );
  });
  return out;
}
