// What the analyzer's map does with a chosen state, and how its caption names the filters: a state
// chosen on the map filters the analysis to it and, when the dataset has counties (its county_fips
// geo key), drills the rows to that state's counties.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { setMemberFilter, tidy } from './analysis-edits.ts';

/** The dimension holding county FIPS codes, when the dataset has counties. */
export const countyDimensionOf = (dataset: DatasetDescription | null) => dataset?.geo_keys?.county_fips;

export function chooseMapState(
  d: AnalysisDefinitionInput,
  stateKey: string,
  countyDimension: string | undefined,
): AnalysisDefinitionInput {
  const filtered = setMemberFilter(d, { dimension: 'state', values: [stateKey], exclude: false });
  if (!countyDimension) return filtered;
  return tidy({
    ...filtered,
    rows: [countyDimension],
    columns: (filtered.columns ?? []).filter((c) => c !== countyDimension),
  });
}

/**
 * Whether the analysis keeps only some places: a filter (not an exclusion) on the state or on a level
 * of the state's hierarchy (a USMTO region). The map then frames the places it shows.
 */
export function filtersGeography(d: AnalysisDefinitionInput, dataset: DatasetDescription | null): boolean {
  const state = dataset?.geo_keys?.state;
  if (!state) return false;
  const geographic = new Set([
    state,
    ...(dataset?.hierarchies ?? []).filter((h) => h.levels.includes(state)).flatMap((h) => h.levels),
  ]);
  return (d.filters?.members ?? []).some((f) => !f.exclude && f.values.length > 0 && geographic.has(f.dimension));
}

/** The analysis' filters as the map caption writes them: "Period: 2024-01 to 2024-12", "State: Ohio". */
export function mapFilterCaptions(d: AnalysisDefinitionInput, dataset: DatasetDescription | null): string[] {
  const captions: string[] = [];
  const period = d.filters?.period;
  if (period?.from || period?.to) captions.push(`Period: ${period.from ?? '…'} to ${period.to ?? '…'}`);
  for (const f of d.filters?.members ?? []) {
    const dimension = dataset?.dimensions.find((x) => x.id === f.dimension);
    const label = (key: string) => dimension?.members.find((m) => m.key === key)?.label ?? key;
    captions.push(`${dimension?.label ?? f.dimension}: ${f.exclude ? 'not ' : ''}${f.values.map(label).join(', ')}`);
  }
  return captions;
}
