// Pure edits of an analysis definition, one per control of the analyzer. Each keeps the definition
// consistent (a removed measure takes its sort and top-N with it), so the server sees only
// definitions a user could have meant.
import {
  ADDITIVE_AGGREGATES,
  type Aggregate,
  ANALYSIS_DEFINITION_VERSION,
  type AnalysisDefinitionInput,
  type AxisSort,
  type Calculation,
  type ChartType,
  type ValueFormat,
} from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { addMonths, monthsBetween } from '@mti/contracts/common/month';

export type Axis = 'rows' | 'columns';
type MeasureInput = AnalysisDefinitionInput['measures'][number];
type MemberFilterInput = NonNullable<NonNullable<AnalysisDefinitionInput['filters']>['members']>[number];
export type TopNInput = NonNullable<AnalysisDefinitionInput['top_n']>;
export type TotalsInput = NonNullable<AnalysisDefinitionInput['totals']>;

/** The months of a dataset, oldest first. */
export function monthsOf(dataset: DatasetDescription): string[] {
  return monthsBetween(dataset.period.first, dataset.period.last);
}

function uniqueMeasureId(definition: AnalysisDefinitionInput, field: string, aggregate: Aggregate): string {
  const base = `${field}_${aggregate}`.replace(/[^a-z0-9_]/g, '_').slice(0, 36);
  const taken = new Set(definition.measures.map((m) => m.id));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}_${i}`)) return `${base}_${i}`;
}

/** Whether the dataset has months (an uploaded table without a date column has none). */
export function hasPeriod(dataset: DatasetDescription): boolean {
  return dataset.dimensions.some((d) => d.kind === 'period');
}

/**
 * What a dataset opens with, so that data shows at once: value by region over the last 12 months
 * (a dataset without months: its first measure by its first text column, over all its rows).
 */
export function defaultDefinition(dataset: DatasetDescription): AnalysisDefinitionInput {
  const measure = dataset.measures.find((m) => m.format === 'currency') ?? dataset.measures[0];
  const rowDimension =
    dataset.dimensions.find((d) => d.id === 'region') ?? dataset.dimensions.find((d) => d.kind === 'member');
  const from = addMonths(dataset.period.last, -11);
  const aggregate = measure?.aggregate === 'count_distinct' ? 'sum' : (measure?.aggregate ?? 'sum');
  return {
    version: ANALYSIS_DEFINITION_VERSION,
    dataset: dataset.id,
    rows: rowDimension ? [rowDimension.id] : [],
    columns: [],
    measures: measure
      ? [{ id: `${measure.field}_${aggregate}`, field: measure.field, aggregate, calculation: 'none' }]
      : [],
    filters: {
      ...(hasPeriod(dataset)
        ? { period: { from: from < dataset.period.first ? dataset.period.first : from, to: dataset.period.last } }
        : {}),
      members: [],
    },
    sort: {},
    totals: { row_grand_total: true, column_grand_total: true, subtotals: false },
    chart: { type: 'table' },
  };
}

/** Drops what refers to dimensions or measures that are gone (calculations included). */
export function tidy(d: AnalysisDefinitionInput): AnalysisDefinitionInput {
  const dims = new Set([...(d.rows ?? []), ...(d.columns ?? [])]);
  const ids = new Set([...d.measures.map((m) => m.id), ...(d.blend?.measures.map((m) => m.id) ?? [])]);
  // A calculation whose measure is gone goes too (an expression keeps its text: the field shows what is wrong).
  const calcs = (d.calcs ?? []).filter((c) => {
    const keep = c.kind === 'expression' || ids.has(c.measure);
    if (keep) ids.add(c.id);
    return keep;
  });
  const showAs = Object.fromEntries(Object.entries(d.show_as ?? {}).filter(([id]) => ids.has(id)));
  const sort = { ...d.sort };
  for (const axis of ['rows', 'columns'] as const) {
    const s = sort[axis];
    if (s?.by === 'measure' && !ids.has(s.measure)) delete sort[axis];
  }
  const topN = d.top_n && dims.has(d.top_n.dimension) && ids.has(d.top_n.measure) ? d.top_n : undefined;
  const chartMeasure = d.chart?.measure && ids.has(d.chart.measure) ? d.chart.measure : undefined;
  const next: AnalysisDefinitionInput = {
    ...d,
    ...(d.calcs ? { calcs } : {}),
    ...(d.show_as ? { show_as: showAs } : {}),
    sort,
    top_n: topN,
    // Title, units and data labels stay; a measure no longer in the analysis goes.
    chart: { ...d.chart, type: d.chart?.type ?? 'table', measure: chartMeasure },
  };
  if (!chartMeasure) delete next.chart?.measure;
  if (!topN) delete next.top_n;
  return next;
}

export function addDimension(d: AnalysisDefinitionInput, axis: Axis, dimension: string): AnalysisDefinitionInput {
  // A dimension lives on one axis: adding it moves it.
  const rows = (d.rows ?? []).filter((x) => x !== dimension);
  const columns = (d.columns ?? []).filter((x) => x !== dimension);
  (axis === 'rows' ? rows : columns).push(dimension);
  return tidy({ ...d, rows, columns });
}

export function removeDimension(d: AnalysisDefinitionInput, axis: Axis, dimension: string): AnalysisDefinitionInput {
  return tidy({ ...d, [axis]: (d[axis] ?? []).filter((x) => x !== dimension) });
}

export function moveDimension(d: AnalysisDefinitionInput, axis: Axis, dimension: string, delta: -1 | 1) {
  const list = [...(d[axis] ?? [])];
  const i = list.indexOf(dimension);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= list.length) return d;
  [list[i], list[j]] = [list[j] as string, list[i] as string];
  return { ...d, [axis]: list };
}

export function addMeasure(d: AnalysisDefinitionInput, field: string, aggregate: Aggregate): AnalysisDefinitionInput {
  const measure: MeasureInput = { id: uniqueMeasureId(d, field, aggregate), field, aggregate, calculation: 'none' };
  return { ...d, measures: [...d.measures, measure] };
}

export function setMeasureAggregate(d: AnalysisDefinitionInput, id: string, aggregate: Aggregate) {
  return {
    ...d,
    measures: d.measures.map((m) =>
      m.id === id
        ? { ...m, aggregate, calculation: ADDITIVE_AGGREGATES.includes(aggregate) ? m.calculation : ('none' as const) }
        : m,
    ),
  };
}

export function setMeasureCalculation(d: AnalysisDefinitionInput, id: string, calculation: Calculation) {
  return { ...d, measures: d.measures.map((m) => (m.id === id ? { ...m, calculation } : m)) };
}

/** The unit a measure's values are written in, as the user set it; undefined: as the column holds them. */
export function setMeasureUnit(d: AnalysisDefinitionInput, id: string, unit: ValueFormat | undefined) {
  return {
    ...d,
    measures: d.measures.map((m) => {
      if (m.id !== id) return m;
      const { unit: _old, ...rest } = m;
      return unit ? { ...rest, unit } : rest;
    }),
  };
}

export function removeMeasure(d: AnalysisDefinitionInput, id: string) {
  return tidy({ ...d, measures: d.measures.filter((m) => m.id !== id) });
}

export function setPeriod(d: AnalysisDefinitionInput, period: { from?: string; to?: string }) {
  const members = d.filters?.members ?? [];
  const clean = { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  return { ...d, filters: { members, ...(clean.from || clean.to ? { period: clean } : {}) } };
}

/** Sets (or with no values, removes) the member filter of a dimension. */
export function setMemberFilter(d: AnalysisDefinitionInput, filter: MemberFilterInput) {
  const others = (d.filters?.members ?? []).filter((f) => f.dimension !== filter.dimension);
  const members = filter.values.length ? [...others, filter] : others;
  return { ...d, filters: { ...d.filters, members } };
}

export function setSort(d: AnalysisDefinitionInput, axis: Axis, sort: AxisSort | undefined) {
  const next = { ...d.sort };
  if (sort) next[axis] = sort;
  else delete next[axis];
  return { ...d, sort: next };
}

export function setTopN(d: AnalysisDefinitionInput, topN: TopNInput | undefined) {
  const next = { ...d, top_n: topN };
  if (!topN) delete next.top_n;
  return next;
}

export function setTotals(d: AnalysisDefinitionInput, patch: Partial<TotalsInput>) {
  return {
    ...d,
    totals: { row_grand_total: true, column_grand_total: true, subtotals: false, ...d.totals, ...patch },
  };
}

export function setChartType(d: AnalysisDefinitionInput, type: ChartType) {
  return { ...d, chart: { ...d.chart, type } };
}

export function setChartMeasure(d: AnalysisDefinitionInput, measure: string) {
  return { ...d, chart: { ...d.chart, type: d.chart?.type ?? 'table', measure } };
}

/** One dimension alone on rows (the state or county the map shows); the other row dimensions go. */
export function putAloneOnRows(d: AnalysisDefinitionInput, dimension: string) {
  return tidy({ ...d, rows: [dimension], columns: (d.columns ?? []).filter((x) => x !== dimension) });
}

/** Partial quarters and years in the result (true) or left out (absent: the default). */
export function setIncludePartialPeriods(d: AnalysisDefinitionInput, include: boolean): AnalysisDefinitionInput {
  const { include_partial_periods: _, ...rest } = d;
  return include ? { ...rest, include_partial_periods: true } : rest;
}
