// The chart types the analyzer offers for a definition, each with why it is off when it is:
// line and area draw a trend, so they need an ordered (time) dimension first on rows; the map needs
// a state or county dimension (the dataset's geographic keys).
import type { AnalysisDefinitionInput, ChartType } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';

export type ChartChoice = { value: ChartType; label: string; disabledReason?: string };

const TYPES: { value: ChartType; label: string }[] = [
  { value: 'table', label: 'Table' },
  { value: 'bar', label: 'Bar' },
  { value: 'hbar', label: 'Horizontal bar' },
  { value: 'stacked', label: 'Stacked bar' },
  { value: 'stacked100', label: '100 % stacked bar' },
  { value: 'line', label: 'Line' },
  { value: 'area', label: 'Area' },
  { value: 'combo', label: 'Bar + line' },
  { value: 'scatter', label: 'Scatter' },
  { value: 'pie', label: 'Pie' },
  { value: 'map', label: 'Map' },
];

export const NEEDS_TIME_REASON =
  'Line and area need Month, Quarter or Year first on rows (a trend needs ordered periods).';
export const NEEDS_TWO_MEASURES_REASON = 'Needs two measures: add a second measure first.';
export const PIE_ONE_MEASURE_REASON = 'A pie shows one measure without columns: remove the others first.';
export const NO_GEOGRAPHY_REASON = 'The map needs states or counties, and this dataset has neither.';

export function chartChoices(definition: AnalysisDefinitionInput, dataset: DatasetDescription): ChartChoice[] {
  const first = dataset.dimensions.find((d) => d.id === definition.rows?.[0]);
  const ordered = first?.kind === 'period';
  const measureCount = definition.measures.length + (definition.calcs?.length ?? 0);
  const reasons: Partial<Record<ChartType, string>> = {
    ...(ordered ? {} : { line: NEEDS_TIME_REASON, area: NEEDS_TIME_REASON }),
    ...(measureCount < 2 ? { combo: NEEDS_TWO_MEASURES_REASON, scatter: NEEDS_TWO_MEASURES_REASON } : {}),
    ...(measureCount > 1 || (definition.columns?.length ?? 0) > 0 ? { pie: PIE_ONE_MEASURE_REASON } : {}),
    // The map draws the dataset's declared geographic keys (a state or a county FIPS dimension).
    ...(dataset.geo_keys?.state || dataset.geo_keys?.county_fips ? {} : { map: NO_GEOGRAPHY_REASON }),
  };
  return TYPES.map((t) => (reasons[t.value] ? { ...t, disabledReason: reasons[t.value] } : t));
}
