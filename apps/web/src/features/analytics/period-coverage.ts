// Partial periods: a quarter or a year the analysis covers only some months of (the data ends
// mid-quarter, the period filter cuts one, or a projection stops inside one). The server finds
// them from the dataset's months and leaves them out unless asked (decision 071); included, each
// is flagged beside its label so that a two-month quarter is not read as a fall.
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';

/** Per row header: "2 of 3 months" when its first row member is a partial period, else null. */
export function partialRows(result: AnalysisResult): (string | null)[] {
  const dim = result.row_dimensions[0]?.id;
  const partial = new Map(
    (result.partial_periods ?? []).filter((p) => p.dimension === dim).map((p) => [p.key, p] as const),
  );
  return result.row_headers.map((h) => {
    const p = h.kind === 'member' ? partial.get(h.members[0] ?? '') : undefined;
    return p ? `${p.months} of ${p.of} months` : null;
  });
}
