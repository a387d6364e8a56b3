// What-if's base case (every growth rate at 0 %) drawn beside the scenario: one dotted grey line
// per series, over the projected periods only, joined to the last actual point, so the chart
// shows what the chosen growth adds.
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';

export const BASE_CASE_SUFFIX = ' · base case';

type SeriesRef = { name: string; column: number; measure: number };

export function baseCaseSeries({
  result,
  series,
  rows,
  firstProjected,
  yAxisIndex,
}: {
  result: AnalysisResult;
  series: readonly SeriesRef[];
  /** The result rows drawn as categories, in order. */
  rows: readonly { r: number }[];
  /** The index among `rows` of the first projected period; the base case needs periods on rows. */
  firstProjected: number;
  yAxisIndex: (s: SeriesRef) => number;
}): Record<string, unknown>[] {
  const base = result.scenario?.base_cells;
  if (!base || firstProjected < 0) return [];
  return series.map((s) => ({
    name: `${s.name}${BASE_CASE_SUFFIX}`,
    type: 'line',
    yAxisIndex: yAxisIndex(s),
    symbol: 'circle',
    symbolSize: 4,
    lineStyle: { type: 'dotted', width: 2, color: '#868e96' },
    itemStyle: { color: '#868e96' },
    data: rows.map(({ r }, i) => (i >= firstProjected - 1 ? (base[r]?.[s.column]?.[s.measure] ?? null) : null)),
  }));
}

/** The series a base-case line belongs to (its measure's format writes its figures). */
export function scenarioSeriesName(name: string): string {
  return name.endsWith(BASE_CASE_SUFFIX) ? name.slice(0, -BASE_CASE_SUFFIX.length) : name;
}
