// How the result describes a calculated measure (label, format) and a measure shown as a
// percentage of a total: shares and percent changes read as percentages.
import { SHOW_AS_LABELS, type ShowAs, type ValueFormat } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import type { AnalysisPlan } from './analysis-plan.ts';

type ResultMeasure = AnalysisResult['measures'][number];

const VERSUS_LABELS = { previous_period: 'previous period', previous_year: 'same period last year' } as const;

/** The calculations as result measures, after the dataset's measures and the blended columns. */
export function calcMeasures(plan: AnalysisPlan, blendFormats: readonly (ValueFormat | undefined)[]): ResultMeasure[] {
  const { definition } = plan;
  const known = new Map<string, { label: string; format: ValueFormat }>();
  for (const m of plan.measures) known.set(m.id, { label: m.label, format: m.format });
  for (const [i, m] of (definition.blend?.measures ?? []).entries()) {
    known.set(m.id, { label: m.label || m.column, format: m.unit ?? blendFormats[i] ?? 'decimal' });
  }
  return definition.calcs.map((c) => {
    let label: string;
    let format: ValueFormat;
    if (c.kind === 'expression') {
      label = c.expression;
      format = c.unit ?? 'decimal';
    } else {
      const base = known.get(c.measure) ?? { label: c.measure, format: 'decimal' as const };
      if (c.kind === 'share_of_total') {
        label = `${base.label} (% of total)`;
        format = 'percent';
      } else {
        label =
          c.as === 'percent'
            ? `${base.label} (% change vs ${VERSUS_LABELS[c.versus]})`
            : `${base.label} (change vs ${VERSUS_LABELS[c.versus]})`;
        format = c.as === 'percent' ? 'percent' : base.format;
      }
    }
    known.set(c.id, { label: c.label || label, format });
    return {
      id: c.id,
      label: c.label || label,
      field: c.kind === 'expression' ? c.expression : c.measure,
      calculation: 'none',
      format,
      source: 'calc',
      calc: c.kind,
    };
  });
}

/** A measure shown as a percentage of a total says so in its label and is written as a percent. */
export function withShowAs(m: ResultMeasure, showAs: ShowAs | undefined): ResultMeasure {
  if (!showAs || showAs === 'value') return m;
  return { ...m, label: `${m.label} (${SHOW_AS_LABELS[showAs]})`, format: 'percent', show_as: showAs };
}
