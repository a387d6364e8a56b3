// Turns an analysis plan into DuckDB SQL. Identifiers come only from the dataset's declarations
// (datasets.ts) or are generated here (d0, r0, m0, …); every value from the client is a
// positional parameter ($1, $2, …). Integers that shape the text (limits, year counts) are the
// server's own, checked numbers.

import type { DuckDBValue } from '@duckdb/node-api';
import { OTHER_MEMBER } from '@mti/contracts/analytics/analysis-definition';
import type { PartialPeriod } from '@mti/contracts/analytics/analyzer-api';
import { addMonths, firstDayOfMonth } from '@mti/contracts/common/month';
import type { AnalysisPlan, PlannedMeasure } from './analysis-plan.ts';
import type { DimensionDef } from './dataset-declaration.ts';
import { type Rollup, rollupColumns } from './rollups.ts';

export class SqlParams {
  readonly values: DuckDBValue[] = [];
  add(value: string | number): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  list(values: readonly string[]): string {
    return values.map((v) => this.add(v)).join(', ');
  }
}

function int(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error('not an integer');
  return String(n);
}

export type SourceOptions = {
  /** Top-N members already ranked (top_n only): the others become 'Other' or are left out. */
  topMembers?: readonly string[];
  /** The last actual month in view ('YYYY-MM'): what-if projects the months after it. */
  lastActualMonth?: string | null;
  /** Leave projections out (ranking, drill-down). */
  withoutProjection?: boolean;
  /** A summary table that holds every column the analysis reads (rollups.ts): read instead of the facts. */
  rollup?: Rollup;
  /** Partial quarters and years left out of every figure, projected rows included (partial-periods.ts). */
  leaveOut?: readonly PartialPeriod[];
};

/** The measure columns of the copy, the partial aggregates of a summary, or a distinct-value summary's measure. */
function measureColumns(plan: AnalysisPlan, options: SourceOptions = {}): string[] {
  if (options.rollup?.distinctOf) return [options.rollup.distinctOf];
  if (options.rollup) return options.rollup.measures.flatMap((m) => Object.values(rollupColumns(m)));
  return plan.dataset.measures.map((m) => m.column);
}

/** The copy's date column (when it has one) and its text columns (those a summary keeps). */
function keyColumns(plan: AnalysisPlan, options: SourceOptions = {}): string[] {
  if (options.rollup) return [...options.rollup.columns];
  const { periodColumn, attributeColumns } = plan.dataset;
  return periodColumn ? [periodColumn, ...attributeColumns] : [...attributeColumns];
}

/** `src`: the dataset's rows (or summary rows) that pass the filters. */
function sourceCte(plan: AnalysisPlan, params: SqlParams, options: SourceOptions = {}): string {
  const { dataset, definition } = plan;
  const cols = [...keyColumns(plan, options), ...measureColumns(plan, options)].join(', ');
  const where: string[] = [];
  const period = definition.filters.period;
  if (period?.from) where.push(`${dataset.periodColumn} >= cast(${params.add(firstDayOfMonth(period.from))} as date)`);
  if (period?.to)
    where.push(`${dataset.periodColumn} < cast(${params.add(firstDayOfMonth(addMonths(period.to, 1)))} as date)`);
  for (const f of definition.filters.members) {
    const dim = plan.dataset.dimensions.find((d) => d.id === f.dimension) as DimensionDef;
    where.push(`(${dim.sql}) ${f.exclude ? 'not in' : 'in'} (${params.list(f.values)})`);
  }
  const table = options.rollup?.table ?? dataset.table;
  return `src as (select ${cols} from ${table}${where.length ? ` where ${where.join(' and ')}` : ''})`;
}

/**
 * `all_rows`: the source rows, plus (what-if) each row of the last twelve actual months copied
 * 12, 24, … months ahead with its measures grown by (1 + rate)^years, up to the horizon.
 */
function allRowsCte(plan: AnalysisPlan, params: SqlParams, options: SourceOptions): string {
  const { dataset } = plan;
  const period = dataset.periodColumn;
  const attrs = dataset.attributeColumns;
  const mcols = measureColumns(plan, options);
  const actual = `select ${[...keyColumns(plan, options), ...mcols].join(', ')}, 0 as is_projection from src`;
  const whatIf = plan.definition.what_if;
  const leaveOut = leaveOutWhere(plan, params, options);
  if (!whatIf || options.withoutProjection || !options.lastActualMonth || !period)
    return leaveOut ? `all_rows as (select * from (${actual}) a where ${leaveOut})` : `all_rows as (${actual})`;
  if (options.rollup) throw new Error('a projection reads the rows, not a summary');

  const last = options.lastActualMonth;
  const years = Math.ceil(whatIf.months / 12);
  const cases = whatIf.members.map((g) => {
    const dim = dataset.dimensions.find((d) => d.id === g.dimension) as DimensionDef;
    return `when (${dim.sql}) = ${params.add(g.member)} then ${params.add(g.percent_per_year)}`;
  });
  const overall = params.add(whatIf.overall_percent_per_year);
  const rate = cases.length ? `case ${cases.join(' ')} else ${overall} end` : overall;
  const basisFrom = params.add(firstDayOfMonth(addMonths(last, -11)));
  const horizon = params.add(firstDayOfMonth(addMonths(last, whatIf.months)));
  const shifted = `cast(s.${period} + to_months(cast(12 * y.k as integer)) as date)`;
  const projected = `select ${shifted} as ${period}, ${attrs.map((a) => `s.${a}`).join(', ')},
      ${mcols.map((c) => `s.${c} * pow(1 + s.growth_rate / 100.0, y.k) as ${c}`).join(', ')}, 1 as is_projection
    from (select *, cast(${rate} as double) as growth_rate from src where ${period} >= cast(${basisFrom} as date)) s
    cross join range(1, ${int(years + 1)}) as y(k)
    where ${shifted} <= cast(${horizon} as date)`;
  const both = `${actual} union all ${projected}`;
  return leaveOut ? `all_rows as (select * from (${both}) a where ${leaveOut})` : `all_rows as (${both})`;
}

/** The condition that drops the rows of left-out partial periods, or null when none are. */
function leaveOutWhere(plan: AnalysisPlan, params: SqlParams, options: SourceOptions): string | null {
  const conditions = [];
  for (const dimension of ['quarter', 'year'] as const) {
    const keys = (options.leaveOut ?? []).filter((p) => p.dimension === dimension).map((p) => p.key);
    const dim = plan.dataset.dimensions.find((d) => d.id === dimension);
    if (keys.length && dim) conditions.push(`(${dim.sql}) not in (${params.list(keys)})`);
  }
  return conditions.length ? conditions.join(' and ') : null;
}

/** `base`: every row with the dimensions the analysis needs as d0, d1, …; top-N applied. */
function baseCte(plan: AnalysisPlan, params: SqlParams, options: SourceOptions): string {
  const { dataset, definition } = plan;
  const cols = [...keyColumns(plan, options), ...measureColumns(plan, options), 'is_projection'];
  const dims: string[] = [];
  let where = '';
  for (const [id, alias] of plan.dimensionAliases) {
    const dim = dataset.dimensions.find((d) => d.id === id) as DimensionDef;
    const top = definition.top_n;
    if (top && top.dimension === id && options.topMembers) {
      const inTop = options.topMembers.length ? `(${dim.sql}) in (${params.list(options.topMembers)})` : 'false';
      if (top.other) dims.push(`case when ${inTop} then (${dim.sql}) else ${params.add(OTHER_MEMBER)} end as ${alias}`);
      else {
        dims.push(`(${dim.sql}) as ${alias}`);
        where = ` where ${inTop}`;
      }
    } else {
      dims.push(`(${dim.sql}) as ${alias}`);
    }
  }
  return `base as (select ${[...cols, ...dims].join(', ')} from all_rows${where})`;
}

export function withBase(plan: AnalysisPlan, params: SqlParams, options: SourceOptions): string {
  return `with ${sourceCte(plan, params, options)}, ${allRowsCte(plan, params, options)}, ${baseCte(plan, params, options)}`;
}

/** `filter` (a FILTER clause, what-if's actual/projected split) restricts the rows aggregated. */
export function aggregateSql(m: Pick<PlannedMeasure, 'aggregate' | 'source'>, filter = ''): string {
  const col = m.source;
  switch (m.aggregate) {
    case 'sum':
      return `cast(sum(${col})${filter} as double)`;
    case 'avg':
      return `cast(avg(${col})${filter} as double)`;
    case 'min':
      return `cast(min(${col})${filter} as double)`;
    case 'max':
      return `cast(max(${col})${filter} as double)`;
    case 'count':
      return `cast(count(${col})${filter} as double)`;
    case 'count_distinct':
      return `cast(count(distinct ${col})${filter} as double)`;
  }
}

/**
 * What-if: each measure once more over the actual rows only (a0, a1, …) and over the projected
 * rows only (q0, q1, …), so a total that spans both can show them apart.
 */
function splitAggregates(plan: AnalysisPlan, aggregate: (m: PlannedMeasure, i: number, filter: string) => string) {
  if (!plan.definition.what_if) return [];
  return plan.measures.flatMap((m, i) => [
    `${aggregate(m, i, ' filter (where projected = 0)')} as a${i}`,
    `${aggregate(m, i, ' filter (where projected = 1)')} as q${i}`,
  ]);
}

/** The last month of actual data in view (what-if projects from there). */
export function lastActualMonthSql(plan: AnalysisPlan, params: SqlParams): string {
  if (!plan.dataset.periodColumn) return 'select null as last_month';
  return `with ${sourceCte(plan, params)} select strftime(max(${plan.dataset.periodColumn}), '%Y-%m') as last_month from src`;
}

/** Whether the top-N ranks by a measure of the dataset (ranked in SQL) rather than a blended column or a calculation. */
export function ranksInSql(plan: AnalysisPlan): boolean {
  const top = plan.definition.top_n;
  return !!top && plan.measures.some((m) => m.id === top.measure);
}

/** The top-N members of the top-N dimension, best first (ties by name), ranked on actual data only. */
export function topMembersSql(plan: AnalysisPlan, params: SqlParams, leaveOut?: SourceOptions['leaveOut']): string {
  const top = plan.definition.top_n;
  if (!top) throw new Error('no top_n');
  const measure = plan.measures.find((m) => m.id === top.measure) as PlannedMeasure;
  const dim = plan.dataset.dimensions.find((d) => d.id === top.dimension) as DimensionDef;
  // Group on the column itself where it holds the members (an ENUM: fast), on the key otherwise.
  const group = dim.kind === 'member' ? dim.column : dim.sql;
  return `with ${sourceCte(plan, params)}, ${allRowsCte(plan, params, { withoutProjection: true, leaveOut })}
    select ${dim.sql} as member from all_rows group by ${group}
    order by ${aggregateSql({ aggregate: measure.aggregate, source: measure.column })} desc nulls last, member
    limit ${int(top.n)}`;
}

/** A grouping set as the number of row and column dimensions kept (outer ones first). */
export type GroupingSet = { rows: number; columns: number };

export function groupingSetKey(s: GroupingSet): string {
  return `${s.rows}:${s.columns}`;
}

export type AxisLevels = { rows: number[]; columns: number[] };

/** Analyses that must aggregate row by row (a distinct count does not roll up from smaller cells). */
export function needsRowLevel(plan: AnalysisPlan): boolean {
  return plan.measures.some((m) => m.aggregate === 'count_distinct');
}

/** Levels of each axis shown: all dimensions, subtotals (outer prefixes) and the grand total. */
export function visibleLevels(plan: AnalysisPlan): AxisLevels {
  const { totals } = plan.definition;
  const levels = (n: number, grand: boolean) => {
    if (n === 0) return [0];
    const out = [n];
    if (totals.subtotals) for (let i = n - 1; i >= 1; i--) out.push(i);
    if (grand) out.push(0);
    return out;
  };
  return {
    rows: levels(plan.rows.length, totals.row_grand_total),
    columns: levels(plan.columns.length, totals.column_grand_total),
  };
}

/** Visible sets, plus hidden ones that sorting by a measure needs (each prefix against the other axis's total). */
export function groupingSets(plan: AnalysisPlan): GroupingSet[] {
  const levels = visibleLevels(plan);
  const sets = new Map<string, GroupingSet>();
  const add = (s: GroupingSet) => sets.set(groupingSetKey(s), s);
  for (const r of levels.rows) for (const c of levels.columns) add({ rows: r, columns: c });
  if (plan.definition.sort.rows?.by === 'measure')
    for (let r = 0; r <= plan.rows.length; r++) add({ rows: r, columns: 0 });
  if (plan.definition.sort.columns?.by === 'measure') {
    for (let c = 0; c <= plan.columns.length; c++) add({ rows: 0, columns: c });
  }
  // The totals shares and "show as" percentages divide by (calc-values.ts).
  const { calcs, show_as } = plan.definition;
  const modes = new Set(Object.values(show_as));
  if (calcs.some((c) => c.kind === 'share_of_total') || modes.has('percent_of_grand_total'))
    add({ rows: 0, columns: 0 });
  for (const r of levels.rows) if (modes.has('percent_of_row')) add({ rows: r, columns: 0 });
  for (const c of levels.columns) if (modes.has('percent_of_column')) add({ rows: 0, columns: c });
  if (modes.has('percent_of_parent')) {
    const alongRows = plan.rows.length > 0;
    for (const r of alongRows ? levels.rows : [0])
      for (const c of levels.columns)
        for (let p = 0; p <= (alongRows ? r : c); p++)
          add(alongRows ? { rows: p, columns: c } : { rows: 0, columns: p });
  }
  return [...sets.values()];
}

function rowAlias(plan: AnalysisPlan, i: number): string {
  return plan.dimensionAliases.get(plan.rows[i]?.id as string) as string;
}
function columnAlias(plan: AnalysisPlan, i: number): string {
  return plan.dimensionAliases.get(plan.columns[i]?.id as string) as string;
}

/**
 * The main query: one row per (row header, column header) of every grouping set, with gid
 * (GROUPING() of r0…, c0…: 1 bits are totalled dimensions), m0… (aggregates), p0… (% of the
 * grand total) and t0… (running totals).
 */
export function analysisSql(plan: AnalysisPlan, params: SqlParams, options: SourceOptions, maxRows: number): string {
  const k = plan.rows.length;
  const j = plan.columns.length;
  const dimSelect = [
    ...plan.rows.map((_, i) => `${rowAlias(plan, i)} as r${i}`),
    ...plan.columns.map((_, i) => `${columnAlias(plan, i)} as c${i}`),
  ];
  const allAliases = [
    ...plan.rows.map((_, i) => rowAlias(plan, i)),
    ...plan.columns.map((_, i) => columnAlias(plan, i)),
  ];
  const grouping = `cast(grouping(${allAliases.join(', ')}) as integer) as gid`;
  const sets = groupingSets(plan).map(
    (s) =>
      `(${[...plan.rows.slice(0, s.rows).map((_, i) => rowAlias(plan, i)), ...plan.columns.slice(0, s.columns).map((_, i) => columnAlias(plan, i))].join(', ')})`,
  );
  const groupBy = k + j === 0 ? '' : ` group by grouping sets (${sets.join(', ')})`;
  const selectDims = k + j === 0 ? '0 as gid' : `${dimSelect.join(', ')}, ${grouping}`;
  let ctes: string;
  let agg: string;
  if (needsRowLevel(plan)) {
    // A distinct count does not roll up from smaller cells: aggregate the rows for every set.
    const aggs = plan.measures.map((m, i) => `${aggregateSql(m)} as m${i}`);
    const split = splitAggregates(plan, (m, _i, f) => aggregateSql(m, f.replace('projected', 'is_projection')));
    ctes = withBase(plan, params, options);
    agg = `select ${selectDims}, ${[...aggs, ...split].join(', ')}, max(is_projection) as projected from base${groupBy}`;
  } else {
    // One pass over the rows into the finest cells, grouped on the copy's own columns (ENUMs and
    // dates, cheap to group on); member keys, 'Other' and the totals then come from those few cells.
    const viewDims = [...plan.rows, ...plan.columns];
    const columns = [...new Set(viewDims.map((d) => d.column))];
    // With a projection, actual and projected rows stay apart: top-N ranks on actual data only.
    const split = plan.definition.what_if ? ['is_projection'] : [];
    const groupCols = [...columns, ...split];
    const partials = plan.measures.flatMap((m, i) => partialAggregates(m, i, options.rollup));
    const partialNames = partials.map((p) => p.split(' as ').at(-1) as string);
    const detail = `select ${[...groupCols, ...partials].join(', ')}, max(is_projection) as projected
      from all_rows${groupCols.length ? ` group by ${groupCols.join(', ')}` : ''}`;
    // Ranked beforehand (topMembers) when the ranking measure is a blended column or a calculation.
    const ranked = options.topMembers ? '' : rankedCte(plan, split.length > 0);
    const { keys, where } = shapedKeys(plan, params, options, viewDims);
    const shaped = `select ${[...keys, ...partialNames].join(', ')}, projected from detail${where}`;
    const finals = [
      ...plan.measures.map((m, i) => `${finalAggregate(m, i)} as m${i}`),
      ...splitAggregates(plan, finalAggregate),
    ];
    ctes = `with ${sourceCte(plan, params, options)}, ${allRowsCte(plan, params, options)}, detail as (${detail})${ranked},
      shaped as (${shaped})`;
    agg = `select ${selectDims}, ${finals.join(', ')}, max(projected) as projected from shaped${groupBy}`;
  }

  const calcs: string[] = [];
  plan.measures.forEach((m, i) => {
    if (m.calculation === 'percent_of_total') {
      // Every fact row falls in exactly one detail cell (gid 0), so their sum is the grand total.
      calcs.push(`100.0 * m${i} / nullif(sum(case when gid = 0 then m${i} end) over (), 0) as p${i}`);
    }
    if (m.calculation === 'running_total') calcs.push(`${runningTotalSql(plan, i)} as t${i}`);
  });

  return `${ctes}, agg as (${agg})
    select *${calcs.length ? `, ${calcs.join(', ')}` : ''} from agg limit ${int(maxRows + 1)}`;
}

/** Member keys of the dimensions in view as d0, d1, … over the finest cells, top-N applied. */
function shapedKeys(
  plan: AnalysisPlan,
  params: SqlParams,
  options: SourceOptions,
  viewDims: DimensionDef[],
): { keys: string[]; where: string } {
  const top = plan.definition.top_n;
  let where = '';
  const keys = viewDims.map((dim) => {
    const alias = plan.dimensionAliases.get(dim.id) as string;
    if (top && top.dimension === dim.id) {
      // The ranked members: given (drill-down), or ranked in the same query from the finest cells.
      const inTop = options.topMembers
        ? options.topMembers.length
          ? `(${dim.sql}) in (${params.list(options.topMembers)})`
          : 'false'
        : `(${dim.sql}) in (select member from ranked)`;
      if (!top.other) {
        where = ` where ${inTop}`;
        return `(${dim.sql}) as ${alias}`;
      }
      return `case when ${inTop} then (${dim.sql}) else ${params.add(OTHER_MEMBER)} end as ${alias}`;
    }
    return `(${dim.sql}) as ${alias}`;
  });
  return { keys, where };
}

/** `ranked`: the top-N members, best first (ties by name), ranked from the finest cells on actual data. */
function rankedCte(plan: AnalysisPlan, split: boolean): string {
  const top = plan.definition.top_n;
  if (!top) return '';
  const index = plan.measures.findIndex((m) => m.id === top.measure);
  const dim = plan.dataset.dimensions.find((d) => d.id === top.dimension) as DimensionDef;
  return `, ranked as (select ${dim.sql} as member from detail${split ? ' where is_projection = 0' : ''}
    group by ${dim.sql} order by ${finalAggregate(plan.measures[index] as PlannedMeasure, index)} desc nulls last, member
    limit ${int(top.n)})`;
}

/**
 * Per finest cell: what the totals need to finish each aggregate (sum and count for an average),
 * from the rows or from a summary's partial aggregates.
 */
function partialAggregates(m: PlannedMeasure, i: number, rollup?: Rollup): string[] {
  if (rollup) {
    const part = rollupColumns(m.column);
    switch (m.aggregate) {
      case 'sum':
        return [`sum(${part.sum}) as s${i}`];
      case 'count':
        return [`sum(${part.count}) as n${i}`];
      case 'min':
        return [`min(${part.min}) as s${i}`];
      case 'max':
        return [`max(${part.max}) as s${i}`];
      case 'avg':
        return [`sum(${part.sum}) as s${i}`, `sum(${part.count}) as n${i}`];
      case 'count_distinct':
        throw new Error('a distinct count does not roll up');
    }
  }
  const col = m.column;
  switch (m.aggregate) {
    case 'sum':
      return [`sum(${col}) as s${i}`];
    case 'count':
      return [`count(${col}) as n${i}`];
    case 'min':
      return [`min(${col}) as s${i}`];
    case 'max':
      return [`max(${col}) as s${i}`];
    case 'avg':
      return [`sum(${col}) as s${i}`, `count(${col}) as n${i}`];
    case 'count_distinct':
      throw new Error('a distinct count does not roll up');
  }
}
function finalAggregate(m: PlannedMeasure, i: number, filter = ''): string {
  switch (m.aggregate) {
    case 'sum':
      return `cast(sum(s${i})${filter} as double)`;
    case 'count':
      return `cast(sum(n${i})${filter} as double)`;
    case 'min':
      return `cast(min(s${i})${filter} as double)`;
    case 'max':
      return `cast(max(s${i})${filter} as double)`;
    case 'avg':
      return `cast(sum(s${i})${filter} as double) / nullif(cast(sum(n${i})${filter} as double), 0)`;
    case 'count_distinct':
      throw new Error('a distinct count does not roll up');
  }
}

/**
 * Running totals accumulate down the rows (across the columns when there are no row
 * dimensions), in the members' own order with 'Other' last, restarting at each outer member
 * and for each header of the other axis.
 */
function runningTotalSql(plan: AnalysisPlan, measureIndex: number): string {
  const k = plan.rows.length;
  const j = plan.columns.length;
  const alongRows = k > 0;
  const n = alongRows ? k : j;
  if (n === 0) return `m${measureIndex}`;
  const axis = alongRows ? plan.rows.map((_, i) => `r${i}`) : plan.columns.map((_, i) => `c${i}`);
  const other = alongRows ? plan.columns.map((_, i) => `c${i}`) : [];
  const axisBits = alongRows ? `(gid >> ${int(j)})` : `(gid & ${int((1 << j) - 1)})`;
  const axisDims = alongRows ? plan.rows : plan.columns;
  const top = plan.definition.top_n;
  const branches: string[] = [];
  for (let level = 1; level <= n; level++) {
    const runner = axis[level - 1] as string;
    const partition = ['gid', ...axis.filter((a) => a !== runner), ...other].join(', ');
    const otherLast =
      top?.other && axisDims[level - 1]?.id === top.dimension ? `(${runner} = '${OTHER_MEMBER}'), ` : '';
    const mask = (1 << (n - level)) - 1;
    branches.push(
      `when ${axisBits} = ${int(mask)} then sum(m${measureIndex}) over (partition by ${partition} order by ${otherLast}${runner} rows between unbounded preceding and current row)`,
    );
  }
  return `case ${branches.join(' ')} else m${measureIndex} end`;
}

/** Underlying actual rows of one cell (members by dimension id; absent = all), one page. */
export function drillDownSql(
  plan: AnalysisPlan,
  params: SqlParams,
  options: SourceOptions,
  cell: ReadonlyArray<{ dimensionId: string; member: string }>,
  page: { limit: number; offset: number } | 'count',
): string {
  const conditions = ['is_projection = 0'];
  for (const c of cell) conditions.push(`${plan.dimensionAliases.get(c.dimensionId)} = ${params.add(c.member)}`);
  const where = conditions.join(' and ');
  const head = withBase(plan, params, { ...options, withoutProjection: true });
  if (page === 'count') return `${head} select cast(count(*) as integer) as n from base where ${where}`;
  const cols = plan.dataset.detailColumns.map((c) => `(${c.sql}) as ${c.id}`).join(', ');
  const order = keyColumns(plan).join(', ');
  return `${head} select ${cols} from base where ${where} order by ${order} limit ${int(page.limit)} offset ${int(page.offset)}`;
}
