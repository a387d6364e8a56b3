// Edits of an analysis's calculations and "show as" choices, kept apart from the other edits
// (analysis-edits.ts): presets that make a ratio or a share in two clicks, and the free expression.
import type { AnalysisDefinitionInput, ShowAs } from '@mti/contracts/analytics/analysis-definition';
import { tidy } from './analysis-edits.ts';
import type { MeasureChoice } from './measure-choices.ts';

export type CalcInput = NonNullable<AnalysisDefinitionInput['calcs']>[number];

function takenIds(d: AnalysisDefinitionInput): Set<string> {
  return new Set([
    ...d.measures.map((m) => m.id),
    ...(d.blend?.measures.map((m) => m.id) ?? []),
    ...(d.calcs ?? []).map((c) => c.id),
  ]);
}

/** A fresh id: calc_1, calc_2, … */
export function newCalcId(d: AnalysisDefinitionInput): string {
  const taken = takenIds(d);
  for (let i = 1; ; i++) if (!taken.has(`calc_${i}`)) return `calc_${i}`;
}

/** The presets of "Add calculation", as (value, label) with what each adds. */
export function calcPresets(
  measures: readonly MeasureChoice[],
  hasPeriodInView: boolean,
): { group: string; items: { value: string; label: string; calc: Omit<CalcInput, 'id'> }[] }[] {
  const pairs = measures.flatMap((a) => measures.filter((b) => b.id !== a.id).map((b) => [a, b] as const));
  const groups = [
    {
      group: 'Ratio',
      items: pairs.map(([a, b]) => ({
        value: `ratio:${a.id}:${b.id}`,
        label: `${a.label} ÷ ${b.label}`,
        calc: { kind: 'expression' as const, expression: `${a.id} / ${b.id}`, label: `${a.label} per ${b.label}` },
      })),
    },
    {
      group: 'Percentage of another measure',
      items: pairs.map(([a, b]) => ({
        value: `pct:${a.id}:${b.id}`,
        label: `${a.label} as % of ${b.label}`,
        calc: {
          kind: 'expression' as const,
          expression: `100 * ${a.id} / ${b.id}`,
          label: `${a.label} as % of ${b.label}`,
          unit: 'percent' as const,
        },
      })),
    },
    {
      group: 'Share of total',
      items: measures
        .filter((m) => m.additive)
        .map((m) => ({
          value: `share:${m.id}`,
          label: `${m.label}: share of total`,
          calc: { kind: 'share_of_total' as const, measure: m.id },
        })),
    },
    ...(hasPeriodInView
      ? (['previous_period', 'previous_year'] as const).map((versus) => ({
          group: versus === 'previous_period' ? 'Change vs previous period' : 'Change vs same period last year',
          items: measures.map((m) => ({
            value: `${versus}:${m.id}`,
            label: `${m.label}: % change vs ${versus === 'previous_period' ? 'previous period' : 'same period last year'}`,
            calc: { kind: 'change' as const, measure: m.id, versus, as: 'percent' as const },
          })),
        }))
      : []),
    {
      group: 'Other',
      items: [
        { value: 'expression', label: 'Your own expression…', calc: { kind: 'expression' as const, expression: '' } },
      ],
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

export function addCalc(d: AnalysisDefinitionInput, calc: Omit<CalcInput, 'id'>): AnalysisDefinitionInput {
  return { ...d, calcs: [...(d.calcs ?? []), { ...calc, id: newCalcId(d) } as CalcInput] };
}

export function updateCalc(d: AnalysisDefinitionInput, id: string, patch: Partial<CalcInput>): AnalysisDefinitionInput {
  return { ...d, calcs: (d.calcs ?? []).map((c) => (c.id === id ? ({ ...c, ...patch } as CalcInput) : c)) };
}

export function removeCalc(d: AnalysisDefinitionInput, id: string): AnalysisDefinitionInput {
  return tidy({ ...d, calcs: (d.calcs ?? []).filter((c) => c.id !== id) });
}

export function setShowAs(d: AnalysisDefinitionInput, id: string, mode: ShowAs): AnalysisDefinitionInput {
  const next = { ...(d.show_as ?? {}) };
  if (mode === 'value') delete next[id];
  else next[id] = mode;
  return { ...d, show_as: next };
}
