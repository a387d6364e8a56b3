// The title a chart gets from its definition ("Value of orders by Region, Dec 2024 – Nov 2025"),
// until the user writes their own; and the axis titles that go with it.
import type { AnalysisDefinitionInput, DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { monthLabel } from '@mti/contracts/common/month';
import { unitsNote } from './display-units.ts';

function list(labels: string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function generatedChartTitle(definition: AnalysisDefinitionInput, result: AnalysisResult): string {
  const what = list(result.measures.map((m) => m.label)) || 'Value';
  const by = [...result.row_dimensions, ...result.column_dimensions].map((d) => d.label);
  const period = definition.filters?.period;
  const span =
    period?.from && period.to
      ? `, ${monthLabel(period.from)} – ${monthLabel(period.to)}`
      : period?.from
        ? `, from ${monthLabel(period.from)}`
        : period?.to
          ? `, to ${monthLabel(period.to)}`
          : '';
  const projected = result.projection ? ` (${result.projection.months} months projected)` : '';
  return `${what}${by.length ? ` by ${list(by)}` : ''}${span}${projected}`;
}

/** The title shown: the user's own when they wrote one. */
export function chartTitle(definition: AnalysisDefinitionInput, result: AnalysisResult): string {
  return definition.chart?.title?.trim() || generatedChartTitle(definition, result);
}

export function axisTitles(result: AnalysisResult, units: DisplayUnits): { category: string; value: string } {
  const values = result.measures.filter((m) => m.format !== 'percent');
  return {
    category: result.row_dimensions.map((d) => d.label).join(' / '),
    value: `${list(result.measures.map((m) => m.label))}${values.length ? unitsNote(units) : ''}`,
  };
}
