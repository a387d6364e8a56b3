import { describe, expect, it } from 'vitest';
import { territoryFile } from './territory-file.ts';
import {
  checkTerritoryRegions,
  countyWeightsOf,
  type Geography,
  regionLabel,
  zipAreaWeights,
} from './territory-regions.ts';
import { STATE_BY_CODE, zipAreasOf } from './us-states.ts';

// Counties by their bare us-atlas names, as both the browser and the server hold them.
const names: Record<string, string> = {
  '39035': 'Cuyahoga',
  '39049': 'Franklin',
  '39061': 'Hamilton',
  '17031': 'Cook',
  '17043': 'DuPage',
  '11001': 'District of Columbia',
};
const geography: Geography = {
  counties: new Map(Object.entries(names).map(([fips, name]) => [fips, { fips, name }])),
};
const plan = (territories: unknown[]) => territoryFile.parse({ name: 'P', territories });

describe('zipAreaWeights', () => {
  it('shares every county out in full and gives every prefix part of a county', () => {
    for (const [code, counties] of [
      ['OH', Array.from({ length: 88 }, (_, i) => `39${String(2 * i + 1).padStart(3, '0')}`)],
      ['DC', ['11001']],
    ] as const) {
      const state = STATE_BY_CODE.get(code);
      if (!state) throw new Error(code);
      const weights = zipAreaWeights(state, counties);
      expect([...weights.keys()]).toEqual(zipAreasOf(state));
      const perCounty = new Map<string, number>();
      for (const w of weights.values()) {
        expect(w.size).toBeGreaterThan(0);
        for (const [c, v] of w) perCounty.set(c, (perCounty.get(c) ?? 0) + v);
      }
      for (const c of counties) expect(perCounty.get(c)).toBeCloseTo(1);
    }
  });
});

describe('regionLabel', () => {
  it('names a county as the rest of the portal does (countyLabel), with its FIPS code', () => {
    const more: Geography = {
      counties: new Map([
        ['22071', { fips: '22071', name: 'Orleans' }],
        ['51760', { fips: '51760', name: 'Richmond' }],
      ]),
    };
    expect(regionLabel(geography, { kind: 'county', fips: '39035' })).toBe('Cuyahoga County, OH (39035)');
    expect(regionLabel(more, { kind: 'county', fips: '22071' })).toBe('Orleans Parish, LA (22071)');
    expect(regionLabel(more, { kind: 'county', fips: '51760' })).toBe('Richmond city, VA (51760)');
    expect(regionLabel(geography, { kind: 'state', code: 'OH' })).toBe('Ohio');
    expect(regionLabel(geography, { kind: 'zip3', zip3: '441' })).toBe('ZIP area 441');
  });
});

describe('checkTerritoryRegions', () => {
  it('accepts regions that do not overlap', () => {
    const ok = plan([
      { name: 'A', members: [{ kind: 'state', code: 'OH' }] },
      { name: 'B', members: [{ kind: 'county', fips: '17031' }] },
    ]);
    expect(checkTerritoryRegions(ok, geography)).toBeNull();
    expect([...countyWeightsOf(geography, { kind: 'state', code: 'OH' }).keys()]).toEqual(['39035', '39049', '39061']);
  });

  it('refuses an unknown county, a region twice, a county beside its state and beside a ZIP area covering it', () => {
    expect(
      checkTerritoryRegions(plan([{ name: 'A', members: [{ kind: 'county', fips: '99999' }] }]), geography)?.msg,
    ).toBe('There is no county with FIPS code 99999.');
    const twice = plan([
      { name: 'A', members: [{ kind: 'county', fips: '17031' }] },
      { name: 'B', members: [{ kind: 'county', fips: '17031' }] },
    ]);
    expect(checkTerritoryRegions(twice, geography)?.msg).toBe('Cook County, IL (17031) is already in territory A.');
    const withState = plan([
      { name: 'A', members: [{ kind: 'county', fips: '39035' }] },
      { name: 'B', members: [{ kind: 'state', code: 'OH' }] },
    ]);
    expect(checkTerritoryRegions(withState, geography)?.msg).toBe(
      'Cuyahoga County, OH (39035) is already in territory B.',
    );
    const withZip = plan([
      { name: 'A', members: [{ kind: 'zip3', zip3: '200' }] },
      { name: 'B', members: [{ kind: 'county', fips: '11001' }] },
    ]);
    expect(checkTerritoryRegions(withZip, geography)?.msg).toBe(
      'District of Columbia, DC (11001) is already in territory A.',
    );
  });

  it('refuses an unknown ZIP area and two territories of one name in the file itself', () => {
    const zip = territoryFile.safeParse({
      name: 'P',
      territories: [{ name: 'A', members: [{ kind: 'zip3', zip3: '001' }] }],
    });
    expect(zip.error?.issues[0]?.message).toBe('There is no ZIP area 001.');
    const names = territoryFile.safeParse({ name: 'P', territories: [{ name: 'A' }, { name: 'a' }] });
    expect(names.error?.issues[0]?.message).toBe('Each territory needs its own name.');
  });
});
