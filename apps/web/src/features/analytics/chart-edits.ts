// Edits of how a chart reads (title, display units, data labels): saved with the analysis, never
// asked of the engine.
import type { AnalysisDefinitionInput, DisplayUnits } from '@mti/contracts/analytics/analysis-definition';

type ChartInput = NonNullable<AnalysisDefinitionInput['chart']>;

function withChart(d: AnalysisDefinitionInput, patch: Partial<ChartInput>): AnalysisDefinitionInput {
  return { ...d, chart: { ...d.chart, type: d.chart?.type ?? 'table', ...patch } };
}

/** An empty title goes back to the generated one. */
export function setChartTitle(d: AnalysisDefinitionInput, title: string): AnalysisDefinitionInput {
  const next = withChart(d, { title: title.trim() ? title : undefined });
  if (next.chart && next.chart.title === undefined) delete next.chart.title;
  return next;
}

export function setDisplayUnits(d: AnalysisDefinitionInput, units: DisplayUnits): AnalysisDefinitionInput {
  return withChart(d, { units });
}

export function setDataLabels(d: AnalysisDefinitionInput, on: boolean): AnalysisDefinitionInput {
  return withChart(d, { data_labels: on });
}
