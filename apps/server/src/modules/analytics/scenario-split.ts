// What-if: every cell's figures over its actual months only and over its projected months only
// (the a0…/q0… columns of the main query), placed on the same grid as the cells, so a total that
// spans both shows them apart. Blended columns have no projection (blank); calculations are worked
// out again on each part, as on the whole.
import type { CalcSpec } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, CellGrid } from '@mti/contracts/analytics/analyzer-api';
import type { AnalysisPlan } from './analysis-plan.ts';
import { addCalcValues, type CellFigures, periodPosition } from './calc-values.ts';
import type { Row } from './duckdb-engine.ts';

type Grouped = CellFigures & { row: Row };

function part(plan: AnalysisPlan, grouped: readonly Grouped[], prefix: 'a' | 'q', blendCount: number): Grouped[] {
  return grouped.map((g) => ({
    ...g,
    values: [
      ...plan.measures.map((m, i) => {
        // A share of the total or a running total is a figure of the whole, not of a part.
        if (m.calculation !== 'none') return null;
        const v = g.row[`${prefix}${i}`];
        return v === null || v === undefined ? null : Number(v);
      }),
      ...Array.from({ length: blendCount }, () => null),
    ],
  }));
}

export function splitGrids({
  plan,
  grouped,
  ids,
  calcs,
  place,
  shape,
}: {
  plan: AnalysisPlan;
  grouped: readonly Grouped[];
  /** Measure ids before the calculations (dataset measures, then blended columns). */
  ids: readonly string[];
  calcs: readonly CalcSpec[];
  /** Where a grouped row's cell sits on the grid, undefined when it is not shown. */
  place: (g: Grouped) => [number, number] | undefined;
  shape: AnalysisResult['cells'];
}): { actual_cells: CellGrid; projected_cells: CellGrid } {
  const blendCount = ids.length - plan.measures.length;
  const position = periodPosition(plan.definition.rows, plan.definition.columns);
  const grid = (parts: Grouped[]): CellGrid => {
    addCalcValues(parts, ids, calcs, position);
    const out: CellGrid = shape.map((r) => r.map(() => null));
    for (const g of parts) {
      const at = place(g);
      if (!at) continue;
      const [r, c] = at;
      (out[r] as CellGrid[number])[c] = g.values.every((v) => v === null) ? null : g.values;
    }
    return out;
  };
  return {
    actual_cells: grid(part(plan, grouped, 'a', blendCount)),
    projected_cells: grid(part(plan, grouped, 'q', blendCount)),
  };
}
