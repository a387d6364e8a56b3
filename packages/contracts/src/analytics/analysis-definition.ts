// The analyzer's query definition: what a user builds on screen, what the analytics service
// turns into SQL, and what a saved `.xanalyzer` file holds (JSON). Bump `version` on any change
// that an older file could not be read under.
import { z } from 'zod';
import { MONTH_KEY_PATTERN } from '../common/month.ts';
import { MAX_EXPRESSION_LENGTH, parseCalcExpression } from './calc-expression.ts';

export const ANALYSIS_DEFINITION_VERSION = 1;
export const MAX_ROW_DIMENSIONS = 4;
export const MAX_COLUMN_DIMENSIONS = 3;
export const MAX_MEASURES = 12;
export const MAX_FILTER_MEMBERS = 1000;
export const MAX_TOP_N = 1000;
export const MAX_WHAT_IF_MONTHS = 60;
export const MAX_BLEND_MEASURES = 6;
export const MAX_CALCS = 8;
/** The member that gathers everything outside a top-N. */
export const OTHER_MEMBER = 'Other';

export const AGGREGATES = ['sum', 'avg', 'min', 'max', 'count', 'count_distinct'] as const;
export type Aggregate = (typeof AGGREGATES)[number];
export const AGGREGATE_LABELS: Record<Aggregate, string> = {
  sum: 'Sum',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count: 'Count',
  count_distinct: 'Distinct count',
};
/** Aggregates whose values add up across members, so that shares and running totals make sense. */
export const ADDITIVE_AGGREGATES: readonly Aggregate[] = ['sum', 'count'];

export const CALCULATIONS = ['none', 'percent_of_total', 'running_total'] as const;
export type Calculation = (typeof CALCULATIONS)[number];

/** Calculated measures: an expression over measures, a share of the grand total, a change vs an earlier period. */
export const CALC_KINDS = ['expression', 'share_of_total', 'change'] as const;
export type CalcKind = (typeof CALC_KINDS)[number];
/** The period a change compares with: the one before, or the same one a year before. */
export const CHANGE_VERSUS = ['previous_period', 'previous_year'] as const;
/** A change as a difference of the figures or as a percentage of the earlier one. */
export const CHANGE_AS = ['difference', 'percent'] as const;
/** The dimensions that order time: a change compares along the finest of them in view. */
export const PERIOD_DIMENSION_IDS = ['month', 'quarter', 'year'] as const;
/** How a measure's figures are shown: as they are, or as a percentage of a total. */
export const SHOW_AS = [
  'value',
  'percent_of_grand_total',
  'percent_of_row',
  'percent_of_column',
  'percent_of_parent',
] as const;
export type ShowAs = (typeof SHOW_AS)[number];
export const SHOW_AS_LABELS: Record<ShowAs, string> = {
  value: 'Value',
  percent_of_grand_total: '% of grand total',
  percent_of_row: '% of row',
  percent_of_column: '% of column',
  percent_of_parent: '% of parent level',
};

export const CHART_TYPES = [
  'table',
  'pivot',
  'bar',
  'hbar',
  'stacked',
  'stacked100',
  'line',
  'area',
  'combo',
  'scatter',
  'pie',
  'map',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** How figures are scaled for reading: exact, or in thousands (K), millions (M), billions (B). */
export const DISPLAY_UNITS = ['exact', 'thousands', 'millions', 'billions'] as const;
export type DisplayUnits = (typeof DISPLAY_UNITS)[number];

/** Dimensions a user's own table can be joined on in the USMTO dataset (each dataset declares its own). */
export const BLEND_KEY_DIMENSIONS = ['state', 'month', 'industry'] as const;
/** A dimension id the dataset declares as a blend key. */
export type BlendKeyDimension = string;
export const BLEND_AGGREGATES = ['sum', 'avg', 'min', 'max', 'count'] as const;
/** How the analyzer writes a measure's values (also the unit a user may give a blended column). */
export const VALUE_FORMATS = ['integer', 'decimal', 'currency', 'percent'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

// Messages shown by the analyzer and sent back by the server for the same rule.
export const MSG = {
  badDimension: 'Choose a dimension from the list.',
  badMeasureId: 'A measure name may use lowercase letters, digits and underscores only.',
  badField: 'Choose a measure from the list.',
  noMeasure: 'Add at least one measure.',
  tooManyRows: `Use at most ${MAX_ROW_DIMENSIONS} dimensions on rows.`,
  tooManyColumns: `Use at most ${MAX_COLUMN_DIMENSIONS} dimensions on columns.`,
  tooManyMeasures: `Use at most ${MAX_MEASURES} measures.`,
  dimensionTwice: 'A dimension can be used only once, on rows or on columns.',
  measureIdTwice: 'Each measure needs its own name.',
  badMonth: 'Enter a month as YYYY-MM.',
  periodOrder: 'The start month must not be after the end month.',
  memberTooLong: 'A filter value can be at most 200 characters long.',
  noMembers: 'Pick at least one value to filter on.',
  tooManyMembers: `Pick at most ${MAX_FILTER_MEMBERS} values to filter on.`,
  calculationNeedsAdditive: '% of total and running totals need a sum or a count.',
  sortMeasureUnknown: 'Sort by one of the measures of the analysis.',
  topNDimension: 'Top-N works on a dimension placed on rows or columns.',
  topNMeasure: 'Rank the top-N by one of the measures of the analysis.',
  topNRange: `Top-N keeps between 1 and ${MAX_TOP_N} members.`,
  whatIfMonths: `Project between 1 and ${MAX_WHAT_IF_MONTHS} months ahead.`,
  growthRange: 'A growth rate must be between -100 and 1000 percent per year.',
  blendTable: 'Choose one of your uploaded tables to blend.',
  blendColumn: 'Choose a column of your table.',
  blendMeasures: `Blend between 1 and ${MAX_BLEND_MEASURES} columns of your table.`,
  titleTooLong: 'A title can be at most 200 characters long.',
  tooManyCalcs: `Use at most ${MAX_CALCS} calculations.`,
  calcMeasure: 'Base the calculation on one of the measures of the analysis.',
  shareNeedsAdditive: 'A share of the total needs a measure that adds up (a sum or a count).',
  changeNeedsPeriod:
    'A change vs an earlier period needs a time dimension (month, quarter or year) on rows or columns.',
  showAsMeasure: 'Show as applies to one of the measures of the analysis.',
  showAsNeedsAdditive: 'Percentages of a total need a measure that adds up (a sum or a count).',
} as const;

const dimensionId = z.string({ error: MSG.badDimension }).regex(/^[a-z][a-z0-9_]{0,39}$/, MSG.badDimension);
const fieldId = z.string({ error: MSG.badField }).regex(/^[a-z][a-z0-9_]{0,39}$/, MSG.badField);
const measureId = z.string({ error: MSG.badMeasureId }).regex(/^[a-z][a-z0-9_]{0,39}$/, MSG.badMeasureId);
export const monthKey = z.string({ error: MSG.badMonth }).regex(MONTH_KEY_PATTERN, MSG.badMonth);
const memberValue = z.string().max(200, MSG.memberTooLong);
const growthRate = z.number({ error: MSG.growthRange }).min(-100, MSG.growthRange).max(1000, MSG.growthRange);

export const measureSpec = z.object({
  /** The measure's name in this analysis (column key of the result). */
  id: measureId,
  /** A measure field of the dataset, or a dimension for count and distinct count. */
  field: fieldId,
  aggregate: z.enum(AGGREGATES),
  calculation: z.enum(CALCULATIONS).default('none'),
  label: z.string().trim().max(100).optional(),
  /** How its values are written, as the user set it (an uploaded column's unit); without one it follows the measure. */
  unit: z.enum(VALUE_FORMATS).optional(),
});
export type MeasureSpec = z.infer<typeof measureSpec>;

export const memberFilter = z.object({
  dimension: dimensionId,
  values: z.array(memberValue).min(1, MSG.noMembers).max(MAX_FILTER_MEMBERS, MSG.tooManyMembers),
  /** Keep everything but these members. */
  exclude: z.boolean().default(false),
});

export const axisSort = z.discriminatedUnion('by', [
  /** The dimension's own order: time order for periods, alphabetical otherwise. */
  z.object({ by: z.literal('member'), direction: z.enum(['asc', 'desc']).default('asc') }),
  /** By a measure's total across the other axis. */
  z.object({ by: z.literal('measure'), measure: measureId, direction: z.enum(['asc', 'desc']).default('desc') }),
]);
export type AxisSort = z.infer<typeof axisSort>;

export const topNSpec = z.object({
  dimension: dimensionId,
  measure: measureId,
  n: z.number().int(MSG.topNRange).min(1, MSG.topNRange).max(MAX_TOP_N, MSG.topNRange),
  /** Group the remaining members as 'Other' (true) or leave them out (false). */
  other: z.boolean().default(true),
});

export const whatIfSpec = z.object({
  months: z.number().int(MSG.whatIfMonths).min(1, MSG.whatIfMonths).max(MAX_WHAT_IF_MONTHS, MSG.whatIfMonths),
  overall_percent_per_year: growthRate.default(0),
  /** Rates for particular members; the first that matches a row wins over the overall rate. */
  members: z
    .array(z.object({ dimension: dimensionId, member: memberValue, percent_per_year: growthRate }))
    .max(50)
    .default([]),
});
export type WhatIfSpec = z.infer<typeof whatIfSpec>;

export const blendSpec = z.object({
  /** The name of a table the user uploaded (a CSV or XLSX in their home folder). */
  table: z.string({ error: MSG.blendTable }).trim().min(1, MSG.blendTable).max(200, MSG.blendTable),
  key: z.object({
    column: z.string({ error: MSG.blendColumn }).min(1, MSG.blendColumn).max(200, MSG.blendColumn),
    dimension: dimensionId,
  }),
  measures: z
    .array(
      z.object({
        id: measureId,
        column: z.string({ error: MSG.blendColumn }).min(1, MSG.blendColumn).max(200, MSG.blendColumn),
        aggregate: z.enum(BLEND_AGGREGATES).default('sum'),
        label: z.string().trim().max(100).optional(),
        /** The column's unit as the user set it; without one it follows the column (`$` → currency). */
        unit: z.enum(VALUE_FORMATS).optional(),
      }),
    )
    .min(1, MSG.blendMeasures)
    .max(MAX_BLEND_MEASURES, MSG.blendMeasures),
});
export type BlendSpec = z.infer<typeof blendSpec>;

const calcLabel = z.string().trim().max(100).optional();
export const calcSpec = z.discriminatedUnion('kind', [
  /** Measures combined with + − × ÷ and parentheses, say `value_usd / orders`. */
  z.object({
    kind: z.literal('expression'),
    id: measureId,
    label: calcLabel,
    expression: z.string().max(MAX_EXPRESSION_LENGTH),
    /** How its values are written; without one, decimal. */
    unit: z.enum(VALUE_FORMATS).optional(),
  }),
  /** A measure's share of its grand total, in percent. */
  z.object({ kind: z.literal('share_of_total'), id: measureId, label: calcLabel, measure: measureId }),
  /** A measure minus its value in an earlier period (difference), or that as a percentage of it. */
  z.object({
    kind: z.literal('change'),
    id: measureId,
    label: calcLabel,
    measure: measureId,
    versus: z.enum(CHANGE_VERSUS),
    as: z.enum(CHANGE_AS),
  }),
]);
export type CalcSpec = z.infer<typeof calcSpec>;

export const analysisDefinition = z
  .object({
    version: z.literal(ANALYSIS_DEFINITION_VERSION),
    dataset: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Choose a dataset.'),
    title: z.string().trim().max(200, MSG.titleTooLong).optional(),
    rows: z.array(dimensionId).max(MAX_ROW_DIMENSIONS, MSG.tooManyRows).default([]),
    columns: z.array(dimensionId).max(MAX_COLUMN_DIMENSIONS, MSG.tooManyColumns).default([]),
    measures: z.array(measureSpec).min(1, MSG.noMeasure).max(MAX_MEASURES, MSG.tooManyMeasures),
    filters: z
      .object({
        period: z.object({ from: monthKey.optional(), to: monthKey.optional() }).optional(),
        members: z.array(memberFilter).max(10).default([]),
      })
      .default({ members: [] }),
    sort: z.object({ rows: axisSort.optional(), columns: axisSort.optional() }).default({}),
    top_n: topNSpec.optional(),
    totals: z
      .object({
        /** A grand-total row below the rows. */
        row_grand_total: z.boolean().default(true),
        /** A grand-total column right of the columns. */
        column_grand_total: z.boolean().default(true),
        /** A subtotal for each outer member when an axis holds two or more dimensions. */
        subtotals: z.boolean().default(false),
      })
      .default({ row_grand_total: true, column_grand_total: true, subtotals: false }),
    what_if: whatIfSpec.optional(),
    /** How the analyzer shows the result; the engine ignores it. */
    chart: z
      .object({
        type: z.enum(CHART_TYPES).default('table'),
        measure: measureId.optional(),
        /** The chart's own title; absent: generated from the definition. */
        title: z.string().trim().max(200, MSG.titleTooLong).optional(),
        /** Applies to the table, axes, legends and labels; absent (files saved before it): exact. */
        units: z.enum(DISPLAY_UNITS).optional(),
        /** Values written on the bars, points and slices; absent: off. */
        data_labels: z.boolean().optional(),
      })
      .default({ type: 'table' }),
    blend: blendSpec.optional(),
    /** Calculated measures, after the measures and the blended columns (each may use those before it). */
    calcs: z.array(calcSpec).max(MAX_CALCS, MSG.tooManyCalcs).default([]),
    /** Per measure id (any kind): its figures as a percentage of a total instead of as they are. */
    show_as: z.record(measureId, z.enum(SHOW_AS)).default({}),
    /**
     * Quarters and years on an axis that the data covers only some months of (a quarter with 2 of
     * 3 months) are left out unless this is true, so a short quarter is not read as a fall.
     */
    include_partial_periods: z.boolean().optional(),
  })
  .superRefine((d, ctx) => {
    const used = new Set<string>();
    for (const [axis, dims] of [
      ['rows', d.rows],
      ['columns', d.columns],
    ] as const) {
      dims.forEach((dim, i) => {
        if (used.has(dim)) ctx.addIssue({ code: 'custom', path: [axis, i], message: MSG.dimensionTwice });
        used.add(dim);
      });
    }
    const ids = new Set<string>();
    const measureIds = [...d.measures.map((m) => m.id), ...(d.blend?.measures.map((m) => m.id) ?? [])];
    measureIds.forEach((id, i) => {
      if (ids.has(id)) ctx.addIssue({ code: 'custom', path: ['measures', i, 'id'], message: MSG.measureIdTwice });
      ids.add(id);
    });
    const additive = new Set([
      ...d.measures.filter((m) => ADDITIVE_AGGREGATES.includes(m.aggregate)).map((m) => m.id),
      ...(d.blend?.measures.filter((m) => m.aggregate === 'sum' || m.aggregate === 'count').map((m) => m.id) ?? []),
    ]);
    for (const issue of calcIssues(d.calcs, ids, additive, [...d.rows, ...d.columns])) ctx.addIssue(issue);
    for (const [id, mode] of Object.entries(d.show_as)) {
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: ['show_as', id], message: MSG.showAsMeasure });
      else if (mode !== 'value' && !additive.has(id))
        ctx.addIssue({ code: 'custom', path: ['show_as', id], message: MSG.showAsNeedsAdditive });
    }
    d.measures.forEach((m, i) => {
      if (m.calculation !== 'none' && !ADDITIVE_AGGREGATES.includes(m.aggregate)) {
        ctx.addIssue({ code: 'custom', path: ['measures', i, 'calculation'], message: MSG.calculationNeedsAdditive });
      }
    });
    const { from, to } = d.filters.period ?? {};
    if (from && to && from > to) {
      ctx.addIssue({ code: 'custom', path: ['filters', 'period', 'from'], message: MSG.periodOrder });
    }
    for (const axis of ['rows', 'columns'] as const) {
      const s = d.sort[axis];
      if (s?.by === 'measure' && !ids.has(s.measure)) {
        ctx.addIssue({ code: 'custom', path: ['sort', axis, 'measure'], message: MSG.sortMeasureUnknown });
      }
    }
    if (d.top_n) {
      if (!used.has(d.top_n.dimension)) {
        ctx.addIssue({ code: 'custom', path: ['top_n', 'dimension'], message: MSG.topNDimension });
      }
      if (!ids.has(d.top_n.measure)) {
        ctx.addIssue({ code: 'custom', path: ['top_n', 'measure'], message: MSG.topNMeasure });
      }
    }
  });
/** A definition as the client sends it or a file holds it (defaults may be left out). */
export type AnalysisDefinitionInput = z.input<typeof analysisDefinition>;
/** A definition after validation, every default filled in. */
export type AnalysisDefinition = z.output<typeof analysisDefinition>;

type Issue = { code: 'custom'; path: (string | number)[]; message: string };

/**
 * Each calculation's names resolve to the measures, the blended columns and the calculations
 * before it (no cycles); adds its id to `ids` once checked.
 */
function calcIssues(calcs: CalcSpec[], ids: Set<string>, additive: ReadonlySet<string>, dims: string[]): Issue[] {
  const issues: Issue[] = [];
  const hasPeriod = dims.some((dim) => (PERIOD_DIMENSION_IDS as readonly string[]).includes(dim));
  calcs.forEach((c, i) => {
    const at = (field: string) => ['calcs', i, field];
    if (ids.has(c.id)) issues.push({ code: 'custom', path: at('id'), message: MSG.measureIdTwice });
    if (c.kind === 'expression') {
      const parsed = parseCalcExpression(c.expression, ids);
      if (!parsed.ok) issues.push({ code: 'custom', path: at('expression'), message: parsed.message });
    } else if (!ids.has(c.measure)) {
      issues.push({ code: 'custom', path: at('measure'), message: MSG.calcMeasure });
    } else if (c.kind === 'share_of_total' && !additive.has(c.measure)) {
      issues.push({ code: 'custom', path: at('measure'), message: MSG.shareNeedsAdditive });
    } else if (c.kind === 'change' && !hasPeriod) {
      issues.push({ code: 'custom', path: at('versus'), message: MSG.changeNeedsPeriod });
    }
    ids.add(c.id);
  });
  return issues;
}
