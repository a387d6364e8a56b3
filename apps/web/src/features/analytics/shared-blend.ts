// A saved analysis a colleague shares may blend a table the colleague cannot read: uploaded tables
// are their uploader's alone (decision 034), and the server blends only the caller's own tables. The
// colleague sees the analysis without the blend, told so (decision 080), rather than a refusal.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { parseCalcExpression } from '@mti/contracts/analytics/calc-expression';
import { tidy } from './analysis-edits.ts';

export type WithheldBlend = {
  /** The owner's table the analysis blends. */
  table: string;
  /** The blended columns left out, as the analysis labels them. */
  columns: string[];
};

/**
 * The definition without its blend, and without what needs the blended columns: calculations that
 * name them (and those naming such calculations), their sort, top N, show-as and chart measure.
 */
export function withoutBlend(d: AnalysisDefinitionInput): {
  definition: AnalysisDefinitionInput;
  withheld: WithheldBlend | null;
} {
  if (!d.blend) return { definition: d, withheld: null };
  const { blend, ...rest } = d;
  const gone = new Set(blend.measures.map((m) => m.id));
  const known = new Set([...d.measures.map((m) => m.id), ...gone]);
  const calcs = (d.calcs ?? []).filter((c) => {
    const named = c.kind === 'expression' ? measuresNamed(c.expression, known) : [c.measure];
    known.add(c.id);
    const keep = !named.some((id) => gone.has(id));
    if (!keep) gone.add(c.id);
    return keep;
  });
  const definition = tidy({ ...rest, ...(d.calcs ? { calcs } : {}) });
  return {
    definition,
    withheld: { table: blend.table, columns: blend.measures.map((m) => m.label ?? m.column) },
  };
}

function measuresNamed(expression: string, known: ReadonlySet<string>): string[] {
  const parsed = parseCalcExpression(expression, known);
  return parsed.ok ? parsed.measures : [];
}
