// What the analyzer's map draws and does with a chosen state, and how its caption names the filters:
// the map reads the dataset's geographic keys (state, county_fips); a state chosen on it filters the
// analysis to it and, when the dataset has counties, drills the rows to that state's counties.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { setMemberFilter, tidy } from './analysis-edits.ts';

/**
 * The dimensions the map can draw, from the dataset's declared geographic keys (analytics-core): the
 * one holding state codes and the one holding county FIPS codes, whatever their ids (an upload's
 * "ST" column is `st`). `rows` is the one the map asks for on rows: the state, else the county.
 */
export type MapGeography = {
  state?: string;
  county?: string;
  rows: { id: string; label: string } | null;
};

export function mapGeographyOf(dataset: DatasetDescription | null): MapGeography {
  const state = dataset?.geo_keys?.state;
  const county = dataset?.geo_keys?.county_fips;
  const id = state ?? county;
  const dimension = dataset?.dimensions.find((x) => x.id === id);
  return { state, county, rows: id ? { id, label: dimension?.label ?? id } : null };
}

/** A state chosen on the map: the analysis filtered to it and, when the dataset has counties, drilled to them. */
export function chooseMapState(
  d: AnalysisDefinitionInput,
  stateKey: string,
  geography: Pick<MapGeography, 'state' | 'county'>,
): AnalysisDefinitionInput {
  if (!geography.state) return d;
  const filtered = setMemberFilter(d, { dimension: geography.state, values: [stateKey], exclude: false });
  const countyDimension = geography.county;
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
