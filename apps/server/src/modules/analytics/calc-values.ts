// Calculated measures and "show as" percentages, computed over the grouped result (every grouping
// set, hidden ones included) after the blend is joined in: a cell's figures are the dataset's
// measures, then the blended columns, then the calculations. Expressions are parsed trees
// evaluated here, never SQL. A blank figure or a zero divisor gives a blank, never Infinity/NaN.
import { type CalcSpec, PERIOD_DIMENSION_IDS, type ShowAs } from '@mti/contracts/analytics/analysis-definition';
import { type CalcNode, evaluateCalc, parseCalcExpression } from '@mti/contracts/analytics/calc-expression';
import { addMonths } from '@mti/contracts/common/month';
import { badRequest } from '../../platform/errors.ts';

export type CellFigures = {
  rowMembers: (string | null)[];
  colMembers: (string | null)[];
  rowLevel: number;
  colLevel: number;
  /** Figures by measure index (dataset measures, blended columns, calculations). */
  values: (number | null)[];
};

const keyOf = (rows: (string | null)[], cols: (string | null)[]) => JSON.stringify([rows, cols]);

/** Where the period a change compares along sits: the finest period dimension in view. */
export type PeriodPosition = { axis: 'rows' | 'columns'; index: number; dimensionId: string } | null;

export function periodPosition(rows: readonly string[], columns: readonly string[]): PeriodPosition {
  for (const id of [...PERIOD_DIMENSION_IDS]) {
    const r = rows.indexOf(id);
    if (r >= 0) return { axis: 'rows', index: r, dimensionId: id };
    const c = columns.indexOf(id);
    if (c >= 0) return { axis: 'columns', index: c, dimensionId: id };
  }
  return null;
}

/** The member `steps` periods before `key` (a year: 12 months, 4 quarters, 1 year); null if not a period key. */
export function earlierPeriod(
  dimensionId: string,
  key: string,
  versus: 'previous_period' | 'previous_year',
): string | null {
  if (dimensionId === 'month') {
    if (!/^\d{4}-\d{2}$/.test(key)) return null;
    return addMonths(key, versus === 'previous_year' ? -12 : -1);
  }
  if (dimensionId === 'quarter') {
    const m = /^(\d{4})-Q([1-4])$/.exec(key);
    if (!m) return null;
    const index = Number(m[1]) * 4 + Number(m[2]) - 1 - (versus === 'previous_year' ? 4 : 1);
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  }
  if (dimensionId === 'year') return /^\d{4}$/.test(key) ? String(Number(key) - 1) : null;
  return null;
}

const ratio = (a: number | null, b: number | null) =>
  a === null || b === null || b === 0 || !Number.isFinite(a / b) ? null : (100 * a) / b;

type PreparedCalc =
  | { kind: 'expression'; node: CalcNode }
  | { kind: 'share_of_total'; base: number }
  | { kind: 'change'; base: number; versus: 'previous_period' | 'previous_year'; as: 'difference' | 'percent' };

/** Parses each calculation again (the server trusts no tree the client built) against the names before it. */
function prepare(calcs: readonly CalcSpec[], firstIds: readonly string[]): PreparedCalc[] {
  const ids = [...firstIds];
  return calcs.map((c, i) => {
    let prepared: PreparedCalc;
    if (c.kind === 'expression') {
      const parsed = parseCalcExpression(c.expression, ids);
      if (!parsed.ok) throw badRequest('invalid_input', parsed.message, `definition.calcs.${i}.expression`);
      prepared = { kind: 'expression', node: parsed.node };
    } else {
      const base = ids.indexOf(c.measure);
      prepared =
        c.kind === 'share_of_total'
          ? { kind: 'share_of_total', base }
          : { kind: 'change', base, versus: c.versus, as: c.as };
    }
    ids.push(c.id);
    return prepared;
  });
}

/**
 * Appends each calculation's figure to every cell's values. `ids` names the figures already there
 * (dataset measures, then blended columns).
 */
export function addCalcValues(
  cells: CellFigures[],
  ids: readonly string[],
  calcs: readonly CalcSpec[],
  period: PeriodPosition,
): void {
  if (calcs.length === 0) return;
  const prepared = prepare(calcs, ids);
  const index = new Map(cells.map((c) => [keyOf(c.rowMembers, c.colMembers), c]));
  const grand = index.get(
    keyOf(
      (cells[0]?.rowMembers ?? []).map(() => null),
      (cells[0]?.colMembers ?? []).map(() => null),
    ),
  );
  const names = [...ids, ...calcs.map((c) => c.id)];
  prepared.forEach((calc, ci) => {
    const at = ids.length + ci;
    for (const cell of cells) {
      let v: number | null = null;
      if (calc.kind === 'expression') {
        v = evaluateCalc(calc.node, (id) => cell.values[names.indexOf(id)] ?? null);
      } else if (calc.kind === 'share_of_total') {
        v = ratio(cell.values[calc.base] ?? null, grand?.values[calc.base] ?? null);
      } else {
        const earlier = earlierCell(cell, index, period, calc.versus);
        const now = cell.values[calc.base] ?? null;
        const before = earlier?.values[calc.base] ?? null;
        if (now !== null && before !== null) {
          // A percent change is against the size of the earlier figure (its sign does not flip the direction).
          v = calc.as === 'difference' ? now - before : before === 0 ? null : (100 * (now - before)) / Math.abs(before);
        }
      }
      cell.values[at] = v;
    }
  });
}

function earlierCell(
  cell: CellFigures,
  index: Map<string, CellFigures>,
  period: PeriodPosition,
  versus: 'previous_period' | 'previous_year',
): CellFigures | undefined {
  if (!period) return undefined;
  const members = period.axis === 'rows' ? cell.rowMembers : cell.colMembers;
  const key = members[period.index];
  if (key === null || key === undefined) return undefined;
  const earlier = earlierPeriod(period.dimensionId, key, versus);
  if (!earlier) return undefined;
  const shifted = members.map((m, i) => (i === period.index ? earlier : m));
  return index.get(period.axis === 'rows' ? keyOf(shifted, cell.colMembers) : keyOf(cell.rowMembers, shifted));
}

/** Rewrites the figures of each measure shown as a percentage of a total (after sorting has read them). */
export function applyShowAs(cells: CellFigures[], ids: readonly string[], showAs: Record<string, ShowAs>): void {
  const modes = ids.map((id) => showAs[id] ?? 'value');
  if (modes.every((m) => m === 'value')) return;
  const index = new Map(cells.map((c) => [keyOf(c.rowMembers, c.colMembers), c]));
  const nulls = (xs: unknown[]) => xs.map(() => null);
  const totalled = (xs: (string | null)[], level: number) => xs.map((x, i) => (i < level - 1 ? x : null));
  const denominators = cells.map((cell) => {
    const { rowMembers: r, colMembers: c } = cell;
    const parent =
      r.length > 0
        ? keyOf(cell.rowLevel === 0 ? r : totalled(r, cell.rowLevel), c)
        : keyOf(r, cell.colLevel === 0 ? c : totalled(c, cell.colLevel));
    return {
      percent_of_grand_total: index.get(keyOf(nulls(r), nulls(c))),
      percent_of_row: index.get(keyOf(r, nulls(c))),
      percent_of_column: index.get(keyOf(nulls(r), c)),
      percent_of_parent: index.get(parent),
    };
  });
  // Denominators are read before any figure changes.
  const original = cells.map((c) => [...c.values]);
  const position = new Map(cells.map((c, i) => [c, i]));
  cells.forEach((cell, i) => {
    modes.forEach((mode, m) => {
      if (mode === 'value') return;
      const total = denominators[i]?.[mode];
      const t = total ? (original[position.get(total) as number] as (number | null)[])[m] : null;
      cell.values[m] = ratio(original[i]?.[m] ?? null, t ?? null);
    });
  });
}
