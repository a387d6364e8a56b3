import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { describe, expect, it } from 'vitest';
import { chooseMapState, filtersGeography, mapFilterCaptions } from './map-choice.ts';

const base = { version: 1 as const, dataset: 'd', rows: ['state'], columns: [], measures: [{ field: 'v' }] };

describe('a state chosen on the analyzer map', () => {
  it('filters the analysis to that state', () => {
    const d = chooseMapState(base as never, 'OH', { state: 'state' });
    expect(d.rows).toEqual(['state']);
    expect(d.filters?.members).toEqual([{ dimension: 'state', values: ['OH'], exclude: false }]);
  });

  it('drills to its counties when the dataset has them', () => {
    const d = chooseMapState(base as never, 'OH', { state: 'state', county: 'county' });
    expect(d.rows).toEqual(['county']);
    expect(d.filters?.members).toEqual([{ dimension: 'state', values: ['OH'], exclude: false }]);
  });

  it("filters on the dataset's own state dimension, whatever its id (an upload's ST column)", () => {
    const d = chooseMapState({ ...base, rows: ['st'] } as never, 'OH', { state: 'st' });
    expect(d.filters?.members).toEqual([{ dimension: 'st', values: ['OH'], exclude: false }]);
  });

  it('is named in the caption by the labels of the dimension and its members', () => {
    const dataset = {
      dimensions: [{ id: 'state', label: 'State', kind: 'member', members: [{ key: 'OH', label: 'Ohio' }] }],
    } as unknown as DatasetDescription;
    const d = chooseMapState(base as never, 'OH', { state: 'state' });
    expect(mapFilterCaptions(d, dataset)).toEqual(['State: Ohio']);
  });
});

describe('whether the map frames what it shows', () => {
  const dataset = {
    dimensions: [],
    geo_keys: { state: 'state' },
    hierarchies: [
      { id: 'geography', label: 'Geography', levels: ['region', 'state'] },
      { id: 'category', label: 'Category', levels: ['category'] },
    ],
  } as unknown as DatasetDescription;
  const filtered = (dimension: string, exclude = false) =>
    ({ ...base, filters: { members: [{ dimension, values: ['West'], exclude }] } }) as never;

  it('frames a region or a state kept by a filter', () => {
    expect(filtersGeography(filtered('region'), dataset)).toBe(true);
    expect(filtersGeography(filtered('state'), dataset)).toBe(true);
  });

  it('shows the whole country for other filters, exclusions, or a dataset without states', () => {
    expect(filtersGeography(base as never, dataset)).toBe(false);
    expect(filtersGeography(filtered('category'), dataset)).toBe(false);
    expect(filtersGeography(filtered('region', true), dataset)).toBe(false);
    expect(filtersGeography(filtered('region'), { ...dataset, geo_keys: {} })).toBe(false);
  });
});
