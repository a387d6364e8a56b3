// The analysis behind a dashboard tile, and the analyzer address that opens it (issue 18, "any tile
// opens in the analyzer with its definition"). The analyzer reads ?rows, ?measure, ?from, ?to and
// ?filter=<dimension>:<member> (features/analytics/viewer-preset.ts); the tile's figures are the
// analysis's figures for the same period and filters.
import { z } from 'zod';
import { monthKey } from '../analytics/analysis-definition.ts';

export const tileAnalysis = z.object({
  /** The dataset id, as the analyzer's address names it. */
  dataset: z.string(),
  /** The one dimension on rows. */
  rows: z.string(),
  /** The measure's field, summed. */
  measure: z.string(),
  from: monthKey,
  to: monthKey,
  /** Member filters by member key (a state's code, not its name). */
  filters: z.array(z.object({ dimension: z.string(), member: z.string() })),
});
export type TileAnalysis = z.infer<typeof tileAnalysis>;

/** The analyzer address of a tile's analysis. */
export function analyzerHref(analysis: TileAnalysis): string {
  const search = new URLSearchParams({
    rows: analysis.rows,
    measure: analysis.measure,
    from: analysis.from,
    to: analysis.to,
  });
  for (const f of analysis.filters) search.append('filter', `${f.dimension}:${f.member}`);
  return `/analytics/viewer/${encodeURIComponent(analysis.dataset)}?${search.toString()}`;
}
