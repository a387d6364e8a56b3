// Every measure an analysis has, by id and with the label the analyzer shows: the dataset's
// measures, the blended columns and the calculations (sort, top-N, calculations and show-as pick
// from these).
import {
  ADDITIVE_AGGREGATES,
  AGGREGATE_LABELS,
  type AnalysisDefinitionInput,
} from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { fieldLabel } from './panel-props.ts';

export type MeasureChoice = {
  id: string;
  label: string;
  source: 'dataset' | 'blend' | 'calc';
  /** Its figures add up across members (shares and percentages of totals make sense). */
  additive: boolean;
};

export function measureChoices(definition: AnalysisDefinitionInput, dataset: DatasetDescription): MeasureChoice[] {
  const out: MeasureChoice[] = definition.measures.map((m) => ({
    id: m.id,
    label:
      m.aggregate === 'sum'
        ? fieldLabel(dataset, m.field)
        : `${AGGREGATE_LABELS[m.aggregate]} of ${fieldLabel(dataset, m.field)}`,
    source: 'dataset',
    additive: ADDITIVE_AGGREGATES.includes(m.aggregate),
  }));
  for (const b of definition.blend?.measures ?? []) {
    out.push({
      id: b.id,
      label: b.label || b.column,
      source: 'blend',
      additive: (b.aggregate ?? 'sum') === 'sum' || b.aggregate === 'count',
    });
  }
  for (const c of definition.calcs ?? [])
    out.push({ id: c.id, label: calcLabel(c, out), source: 'calc', additive: false });
  return out;
}

type CalcInput = NonNullable<AnalysisDefinitionInput['calcs']>[number];

export function calcLabel(c: CalcInput, before: readonly MeasureChoice[]): string {
  if (c.label) return c.label;
  if (c.kind === 'expression') return c.expression || 'New calculation';
  const base = before.find((m) => m.id === c.measure)?.label ?? c.measure;
  if (c.kind === 'share_of_total') return `${base} (% of total)`;
  const versus = c.versus === 'previous_year' ? 'same period last year' : 'previous period';
  return c.as === 'percent' ? `${base} (% change vs ${versus})` : `${base} (change vs ${versus})`;
}
