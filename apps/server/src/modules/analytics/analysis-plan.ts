// Checks a validated definition against its dataset's whitelist and resolves every name the
// client gave to a server-side expression. Nothing the client wrote goes further than here as text.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { badRequest } from '../../platform/errors.ts';
import { ANALYTICS_MSG } from './analytics-errors.ts';
import {
  type DatasetDef,
  type DimensionDef,
  dimensionOf,
  formatOfMeasure,
  measureFieldOf,
  type ValueFormat,
} from './dataset-declaration.ts';

export type PlannedMeasure = {
  id: string;
  label: string;
  field: string;
  aggregate: AnalysisDefinition['measures'][number]['aggregate'];
  calculation: AnalysisDefinition['measures'][number]['calculation'];
  format: ValueFormat;
  /** What the aggregate reads in the row-level base: a measure column or a dimension alias. */
  source: string;
  /** What it reads in the copy itself: a measure column or a dimension's column. */
  column: string;
};

export type AnalysisPlan = {
  dataset: DatasetDef;
  definition: AnalysisDefinition;
  rows: DimensionDef[];
  columns: DimensionDef[];
  measures: PlannedMeasure[];
  /** Every dimension the SQL must compute, with its alias in the base relation. */
  dimensionAliases: Map<string, string>;
};

const invalid = (field: string, msg: string) => badRequest('invalid_input', msg, `definition.${field}`);

function requireDimension(dataset: DatasetDef, id: string, field: string): DimensionDef {
  const dim = dimensionOf(dataset, id);
  if (!dim) throw invalid(field, ANALYTICS_MSG.notADimension(id, dataset.title));
  return dim;
}

export function planAnalysis(dataset: DatasetDef, definition: AnalysisDefinition): AnalysisPlan {
  const rows = definition.rows.map((id, i) => requireDimension(dataset, id, `rows.${i}`));
  const columns = definition.columns.map((id, i) => requireDimension(dataset, id, `columns.${i}`));
  const needed = new Set<string>([...rows, ...columns].map((d) => d.id));
  definition.filters.members.forEach((f, i) => {
    requireDimension(dataset, f.dimension, `filters.members.${i}.dimension`);
  });
  if (definition.top_n) needed.add(requireDimension(dataset, definition.top_n.dimension, 'top_n.dimension').id);
  definition.what_if?.members.forEach((g, i) => {
    const dim = requireDimension(dataset, g.dimension, `what_if.members.${i}.dimension`);
    if (dim.kind === 'period') throw invalid(`what_if.members.${i}.dimension`, ANALYTICS_MSG.periodGrowth);
  });
  // A dataset without a date column (an uploaded table without dates) has no months to filter or project.
  if (!dataset.periodColumn) {
    if (definition.filters.period?.from || definition.filters.period?.to)
      throw invalid('filters.period', ANALYTICS_MSG.noPeriod);
    if (definition.what_if) throw invalid('what_if', ANALYTICS_MSG.noPeriod);
  }

  const measures = definition.measures.map((m, i): PlannedMeasure => {
    const field = measureFieldOf(dataset, m.field);
    const fieldDim = field ? undefined : dimensionOf(dataset, m.field);
    // A dimension can only be counted; a measure column can be aggregated every way.
    if (!field && !(fieldDim && (m.aggregate === 'count' || m.aggregate === 'count_distinct'))) {
      throw invalid(`measures.${i}.field`, ANALYTICS_MSG.notAMeasure(m.field, dataset.title));
    }
    if (fieldDim) needed.add(fieldDim.id);
    const baseLabel = field?.label ?? fieldDim?.label ?? m.field;
    const fieldFormat = field ? formatOfMeasure(field) : undefined;
    // A share of the total is a percent whatever the column holds; otherwise the user's unit wins.
    const format: ValueFormat =
      m.calculation === 'percent_of_total'
        ? 'percent'
        : m.unit
          ? m.unit
          : m.aggregate === 'count' || m.aggregate === 'count_distinct'
            ? 'integer'
            : m.aggregate === 'avg'
              ? fieldFormat === 'currency' || fieldFormat === 'percent'
                ? fieldFormat
                : 'decimal'
              : (fieldFormat ?? 'integer');
    return {
      id: m.id,
      label: m.label || defaultMeasureLabel(baseLabel, m.aggregate, m.calculation),
      field: m.field,
      aggregate: m.aggregate,
      calculation: m.calculation,
      format,
      source: field ? field.column : '',
      column: field ? field.column : (fieldDim?.column as string),
    };
  });

  if (definition.blend && !dataset.blendKeys[definition.blend.key.dimension]) {
    throw invalid('blend.key.dimension', ANALYTICS_MSG.blendKeyNotInDataset);
  }

  // Aliases d0, d1, … in a fixed order: the SQL text depends only on the definition's shape.
  const dimensionAliases = new Map<string, string>();
  for (const dim of dataset.dimensions)
    if (needed.has(dim.id)) dimensionAliases.set(dim.id, `d${dimensionAliases.size}`);
  for (const m of measures) if (!m.source) m.source = dimensionAliases.get(m.field) as string;

  return { dataset, definition, rows, columns, measures, dimensionAliases };
}

function defaultMeasureLabel(base: string, aggregate: string, calculation: string): string {
  const agg = {
    sum: base,
    avg: `Average ${base}`,
    min: `Minimum ${base}`,
    max: `Maximum ${base}`,
    count: `Count of ${base}`,
    count_distinct: `Distinct ${base}`,
  }[aggregate];
  if (calculation === 'percent_of_total') return `${agg} (% of total)`;
  if (calculation === 'running_total') return `${agg} (running total)`;
  return agg ?? base;
}
