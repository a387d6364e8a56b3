// What-if's base case: the same analysis with every growth rate at 0 % (the last twelve actual
// months carried on unchanged), shown beside the scenario the user set.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, CellGrid } from '@mti/contracts/analytics/analyzer-api';

/** The base case's definition; null when the scenario already grows nothing (it is its own base). */
export function baseCaseDefinition(definition: AnalysisDefinition): AnalysisDefinition | null {
  const whatIf = definition.what_if;
  if (!whatIf) return null;
  if (whatIf.overall_percent_per_year === 0 && whatIf.members.every((m) => m.percent_per_year === 0)) return null;
  return { ...definition, what_if: { ...whatIf, overall_percent_per_year: 0, members: [] } };
}

/**
 * A grid of the base case's (its cells or a part of them) on the scenario's grid, matched by header
 * members: sorting by a measure may order the two results differently.
 */
export function alignedCells(scenario: AnalysisResult, base: AnalysisResult, grid: CellGrid): CellGrid {
  const key = (members: (string | null)[]) => JSON.stringify(members);
  const rowAt = new Map(base.row_headers.map((h, i) => [key(h.members), i]));
  const colAt = new Map(base.column_headers.map((h, i) => [key(h.members), i]));
  return scenario.row_headers.map((rh) => {
    const r = rowAt.get(key(rh.members));
    return scenario.column_headers.map((ch) => {
      const c = colAt.get(key(ch.members));
      return r === undefined || c === undefined ? null : (grid[r]?.[c] ?? null);
    });
  });
}
