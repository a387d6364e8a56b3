// Shapes the grouped rows of the main (and blend) query into a pivot: ordered row and column
// headers (members, subtotals after their members, the grand total last) and a dense grid of
// cells, one value per measure.
import { type AxisSort, OTHER_MEMBER, type ValueFormat } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, AxisHeader } from '@mti/contracts/analytics/analyzer-api';
import { monthLabel } from '@mti/contracts/common/month';
import type { AnalysisPlan } from './analysis-plan.ts';
import { visibleLevels } from './analysis-sql.ts';
import type { BlendDim } from './blend-sql.ts';
import { calcMeasures, withShowAs } from './calc-measures.ts';
import { addCalcValues, applyShowAs, type CellFigures, periodPosition } from './calc-values.ts';
import type { DimensionDef } from './dataset-declaration.ts';
import type { Row } from './duckdb-engine.ts';
import { splitGrids } from './scenario-split.ts';

export function memberLabel(dim: DimensionDef, key: string): string {
  if (key === OTHER_MEMBER) return OTHER_MEMBER;
  if (dim.id === 'month') return monthLabel(key);
  if (dim.id === 'quarter') {
    const [y, q] = key.split('-');
    return `${q} ${y}`;
  }
  return dim.members.find((m) => m.key === key)?.label ?? key;
}

type Grouped = CellFigures & {
  row: Row;
  /** The figures before "show as" rewrote them: what sorting reads. */
  raw: (number | null)[];
};

/** Reads GROUPING() bits (first dimension = most significant; 1 = totalled) into kept-dimension counts. */
function levelsOf(gid: number, k: number, j: number): { rowLevel: number; colLevel: number } {
  let rowLevel = 0;
  while (rowLevel < k && ((gid >> (k + j - 1 - rowLevel)) & 1) === 0) rowLevel++;
  let colLevel = 0;
  while (colLevel < j && ((gid >> (j - 1 - colLevel)) & 1) === 0) colLevel++;
  return { rowLevel, colLevel };
}

/** The blend query's rows, with the unit each blended column is written in. */
export type BlendRows = { dims: BlendDim[]; rows: Row[]; measureCount: number; valueFormats: readonly ValueFormat[] };

/** A blended measure's format: a count is whole; else the unit the user set, else the column's own. */
function blendFormat(m: { aggregate: string; unit?: ValueFormat }, columnFormat: ValueFormat | undefined): ValueFormat {
  if (m.aggregate === 'count') return 'integer';
  if (m.unit) return m.unit;
  const own = columnFormat ?? 'decimal';
  // An average of whole numbers is rarely whole.
  return own === 'integer' && m.aggregate === 'avg' ? 'decimal' : own;
}

export function buildPivot({
  plan,
  rows,
  blend,
  lastActualMonth,
  dataVersion,
}: {
  plan: AnalysisPlan;
  rows: Row[];
  blend: BlendRows | null;
  lastActualMonth: string | null;
  dataVersion: string;
}): AnalysisResult {
  const k = plan.rows.length;
  const j = plan.columns.length;
  const measureValue = (row: Row, i: number): number | null => {
    const m = plan.measures[i];
    const key =
      m?.calculation === 'percent_of_total' ? `p${i}` : m?.calculation === 'running_total' ? `t${i}` : `m${i}`;
    const v = row[key];
    return v === null || v === undefined ? null : Number(v);
  };
  const blendLookup = blend ? indexBlend(blend) : null;
  const grouped: Grouped[] = rows.map((row) => {
    const { rowLevel, colLevel } = levelsOf(Number(row.gid), k, j);
    const g: Grouped = {
      rowMembers: plan.rows.map((_, i) => (i < rowLevel ? String(row[`r${i}`]) : null)),
      colMembers: plan.columns.map((_, i) => (i < colLevel ? String(row[`c${i}`]) : null)),
      rowLevel,
      colLevel,
      row,
      values: plan.measures.map((_, i) => measureValue(row, i)),
      raw: [],
    };
    if (blend && blendLookup) {
      const found = blendLookup.get(blendKeyOf(blend.dims, g));
      for (let i = 0; i < blend.measureCount; i++) {
        const v = found?.[`b${i}`];
        g.values.push(v === null || v === undefined ? null : Number(v));
      }
    }
    return g;
  });
  const { definition } = plan;
  const ids = [...plan.measures.map((m) => m.id), ...(definition.blend?.measures.map((m) => m.id) ?? [])];
  addCalcValues(grouped, ids, definition.calcs, periodPosition(definition.rows, definition.columns));
  const allIds = [...ids, ...definition.calcs.map((c) => c.id)];
  for (const g of grouped) g.raw = [...g.values];
  applyShowAs(grouped, allIds, definition.show_as);

  const levels = visibleLevels(plan);
  // SQL gives the empty grouping set a row even over no data; with no detail row, nothing to show.
  const hasData = grouped.some((g) => g.rowLevel === k && g.colLevel === j);
  const visible = hasData
    ? grouped.filter((g) => levels.rows.includes(g.rowLevel) && levels.columns.includes(g.colLevel))
    : [];
  const rowHeaders = orderHeaders(plan, 'rows', plan.rows, visible, grouped, allIds);
  const colHeaders = orderHeaders(plan, 'columns', plan.columns, visible, grouped, allIds);
  const rowIndex = new Map(rowHeaders.map((h, i) => [JSON.stringify(h.members), i]));
  const colIndex = new Map(colHeaders.map((h, i) => [JSON.stringify(h.members), i]));

  const measureCount = allIds.length;
  const cells: ((number | null)[] | null)[][] = rowHeaders.map(() => colHeaders.map(() => null));
  for (const g of visible) {
    const r = rowIndex.get(JSON.stringify(g.rowMembers));
    const c = colIndex.get(JSON.stringify(g.colMembers));
    if (r === undefined || c === undefined) continue;
    (cells[r] as ((number | null)[] | null)[])[c] = g.values;
    if (g.row.projected) {
      (rowHeaders[r] as AxisHeader).projected = true;
      (colHeaders[c] as AxisHeader).projected = true;
    }
  }

  const place = (g: CellFigures): [number, number] | undefined => {
    if (!levels.rows.includes(g.rowLevel) || !levels.columns.includes(g.colLevel)) return undefined;
    const r = rowIndex.get(JSON.stringify(g.rowMembers));
    const c = colIndex.get(JSON.stringify(g.colMembers));
    return r === undefined || c === undefined ? undefined : [r, c];
  };
  const split =
    plan.definition.what_if && lastActualMonth && hasData
      ? splitGrids({
          plan,
          grouped,
          ids,
          calcs: definition.calcs,
          place,
          shape: cells,
        })
      : null;

  const blendSpec = plan.definition.blend;
  return {
    dataset: plan.dataset.id,
    sample: plan.dataset.sample,
    row_dimensions: plan.rows.map((d) => ({ id: d.id, label: d.label })),
    column_dimensions: plan.columns.map((d) => ({ id: d.id, label: d.label })),
    measures: [
      ...plan.measures.map((m) => ({
        id: m.id,
        label: m.label,
        field: m.field,
        aggregate: m.aggregate,
        calculation: m.calculation,
        format: m.format,
        source: 'dataset' as const,
      })),
      ...(blendSpec?.measures ?? []).map((m, i) => ({
        id: m.id,
        label: m.label || m.column,
        field: m.column,
        aggregate: m.aggregate,
        calculation: 'none' as const,
        format: blendFormat(m, blend?.valueFormats[i]),
        source: 'blend' as const,
      })),
      ...calcMeasures(
        plan,
        (blendSpec?.measures ?? []).map((m, i) => blendFormat(m, blend?.valueFormats[i])),
      ),
    ].map((m) => withShowAs(m, definition.show_as[m.id])),
    row_headers: rowHeaders,
    column_headers: colHeaders,
    cells,
    projection:
      plan.definition.what_if && lastActualMonth
        ? { from: lastActualMonth, months: plan.definition.what_if.months }
        : null,
    // The base case is another run (analysis-run.ts); until it is in, the scenario is its own base.
    scenario: split ? { base_cells: cells, base_projected_cells: split.projected_cells, ...split } : null,
    meta: {
      data_version: dataVersion,
      cached: false,
      cell_count: rowHeaders.length * colHeaders.length * measureCount,
    },
  };
}

function orderHeaders(
  plan: AnalysisPlan,
  axis: 'rows' | 'columns',
  dims: DimensionDef[],
  visible: Grouped[],
  all: Grouped[],
  ids: readonly string[],
): AxisHeader[] {
  const n = dims.length;
  const membersOf = (g: Grouped) => (axis === 'rows' ? g.rowMembers : g.colMembers);
  const levelOf = (g: Grouped) => (axis === 'rows' ? g.rowLevel : g.colLevel);
  const otherLevel = (g: Grouped) => (axis === 'rows' ? g.colLevel : g.rowLevel);

  const unique = new Map<string, AxisHeader>();
  for (const g of visible) {
    const members = membersOf(g);
    const key = JSON.stringify(members);
    if (unique.has(key)) continue;
    const level = levelOf(g);
    unique.set(key, {
      members,
      labels: members.map((m, i) => (m === null ? null : memberLabel(dims[i] as DimensionDef, m))),
      kind: level === n && n > 0 ? 'member' : level === 0 ? 'total' : 'subtotal',
      projected: false,
    });
  }

  const sort: AxisSort = plan.definition.sort[axis] ?? { by: 'member', direction: 'asc' };
  // Values of the sort measure at each header, taken against the other axis's grand total.
  const sortValues = new Map<string, number | null>();
  if (sort.by === 'measure') {
    const mi = ids.indexOf(sort.measure);
    for (const g of all) {
      if (otherLevel(g) !== 0) continue;
      sortValues.set(JSON.stringify(membersOf(g)), mi >= 0 ? (g.raw[mi] ?? null) : null);
    }
  }
  const top = plan.definition.top_n;
  const dir = sort.direction === 'desc' ? -1 : 1;

  const compareSiblings = (depth: number, a: (string | null)[], b: (string | null)[]): number => {
    const dim = dims[depth] as DimensionDef;
    const ma = a[depth] as string;
    const mb = b[depth] as string;
    const isOther = (m: string) => !!top?.other && top.dimension === dim.id && m === OTHER_MEMBER;
    if (isOther(ma) !== isOther(mb)) return isOther(ma) ? 1 : -1;
    const byMember =
      dim.kind === 'period'
        ? ma.localeCompare(mb)
        : memberLabel(dim, ma).localeCompare(memberLabel(dim, mb), 'en-US') || ma.localeCompare(mb);
    if (sort.by === 'measure') {
      const pad = (m: (string | null)[]) => JSON.stringify(m.map((x, i) => (i <= depth ? x : null)));
      const va = sortValues.get(pad(a)) ?? null;
      const vb = sortValues.get(pad(b)) ?? null;
      if (va !== vb) {
        if (va === null) return 1;
        if (vb === null) return -1;
        return (va - vb) * dir;
      }
      return byMember;
    }
    return byMember * dir;
  };

  return [...unique.values()].sort((x, y) => {
    for (let p = 0; p < n; p++) {
      const a = x.members[p] ?? null;
      const b = y.members[p] ?? null;
      if (a === b) continue;
      // Subtotals and totals follow the members they sum.
      if (a === null) return 1;
      if (b === null) return -1;
      return compareSiblings(p, x.members, y.members);
    }
    return 0;
  });
}

function blendKeyOf(dims: BlendDim[], g: Grouped): string {
  return JSON.stringify(
    dims.map((d) => {
      const members = d.axis === 'rows' ? g.rowMembers : g.colMembers;
      return members[d.index] ?? null;
    }),
  );
}

function indexBlend(blend: BlendRows): Map<string, Row> {
  const map = new Map<string, Row>();
  const n = blend.dims.length;
  for (const row of blend.rows) {
    const gid = Number(row.gid);
    const key = blend.dims.map((d, i) => {
      const totalled = ((gid >> (n - 1 - i)) & 1) === 1;
      return totalled ? null : String(row[`${d.axis === 'rows' ? 'r' : 'c'}${d.index}`]);
    });
    map.set(JSON.stringify(key), row);
  }
  return map;
}
