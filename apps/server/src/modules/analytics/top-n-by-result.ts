// Top-N ranked by a blended column or a calculation: the ranking measure exists only after the
// blend and the calculations, so the top-N dimension's members are ranked from a first run of the
// same analysis with that dimension alone on rows (same filters, actual data only), then handed to
// the real run as its top members (as drill-down hands them).
import type { AnalysisDefinition, CalcSpec } from '@mti/contracts/analytics/analysis-definition';
import { PERIOD_DIMENSION_IDS } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { parseCalcExpression } from '@mti/contracts/analytics/calc-expression';
import { badRequest } from '../../platform/errors.ts';

export const TOP_N_BY_CHANGE_MSG =
  'Rank the top-N by a measure or by a calculation that does not compare periods, or put the period dimension in the top-N.';

/** The calculations the ranking measure needs, in order (those it reads, and theirs). */
function calcsNeeded(calcs: readonly CalcSpec[], measure: string, known: readonly string[]): CalcSpec[] {
  const wanted = new Set([measure]);
  for (let i = calcs.length - 1; i >= 0; i--) {
    const c = calcs[i] as CalcSpec;
    if (!wanted.has(c.id)) continue;
    if (c.kind === 'expression') {
      const parsed = parseCalcExpression(c.expression, [...known, ...calcs.slice(0, i).map((x) => x.id)]);
      if (parsed.ok) for (const id of parsed.measures) wanted.add(id);
    } else wanted.add(c.measure);
  }
  return calcs.filter((c) => wanted.has(c.id));
}

export function rankingDefinition(definition: AnalysisDefinition): AnalysisDefinition {
  const top = definition.top_n;
  if (!top) throw new Error('no top_n');
  const known = [...definition.measures.map((m) => m.id), ...(definition.blend?.measures.map((m) => m.id) ?? [])];
  const calcs = calcsNeeded(definition.calcs, top.measure, known);
  const isPeriod = (PERIOD_DIMENSION_IDS as readonly string[]).includes(top.dimension);
  if (!isPeriod && calcs.some((c) => c.kind === 'change')) {
    throw badRequest('invalid_input', TOP_N_BY_CHANGE_MSG, 'definition.top_n.measure');
  }
  const { what_if: _whatIf, top_n: _top, ...rest } = definition;
  return {
    ...rest,
    rows: [top.dimension],
    columns: [],
    calcs,
    show_as: {},
    sort: {},
    totals: { row_grand_total: true, column_grand_total: true, subtotals: false },
  };
}

/** The top-N members, best first (blanks last, ties by key), from the ranking run's result. */
export function topMembersOf(result: AnalysisResult, measure: string, n: number): string[] {
  const mi = result.measures.findIndex((m) => m.id === measure);
  return result.row_headers
    .map((h, r) => ({ key: h.members[0], kind: h.kind, value: result.cells[r]?.[0]?.[mi] ?? null }))
    .filter((x): x is { key: string; kind: 'member'; value: number | null } => x.kind === 'member' && !!x.key)
    .sort((a, b) =>
      a.value === b.value
        ? a.key < b.key
          ? -1
          : a.key > b.key
            ? 1
            : 0
        : a.value === null
          ? 1
          : b.value === null
            ? -1
            : b.value - a.value,
    )
    .slice(0, n)
    .map((x) => x.key);
}
