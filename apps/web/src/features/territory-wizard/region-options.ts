// What the search box offers: states (by name or code), counties (by name, written as the plan's
// messages write them: "Cuyahoga County, OH (39035)") and 3-digit ZIP areas.
import type { TerritoryMember } from '@mti/contracts/territory-wizard/territory-file';
import { type Geography, regionLabel } from '@mti/contracts/territory-wizard/territory-regions';
import { STATE_OF_ZIP_AREA, US_STATES } from '@mti/contracts/territory-wizard/us-states';

export type RegionOption = { value: string; label: string; member: TerritoryMember };

export function regionOptions(geography: Geography): RegionOption[] {
  const states = US_STATES.map((s) => ({
    value: `state:${s.code}`,
    label: `${s.name} (${s.code}) — state`,
    member: { kind: 'state', code: s.code } as const,
  }));
  const counties = [...geography.counties.values()].map((c) => {
    const member = { kind: 'county', fips: c.fips } as const;
    return { value: `county:${c.fips}`, label: `${regionLabel(geography, member)} — county`, member };
  });
  const zips = [...STATE_OF_ZIP_AREA.entries()].map(([zip3, s]) => ({
    value: `zip3:${zip3}`,
    label: `ZIP ${zip3} (${s.code}) — ZIP area`,
    member: { kind: 'zip3', zip3 } as const,
  }));
  return [...states, ...counties, ...zips];
}

/** Options whose label holds every word typed, the first `limit`. */
export function matchRegions(options: readonly RegionOption[], query: string, limit = 12): RegionOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const out: RegionOption[] = [];
  for (const o of options) {
    const label = o.label.toLowerCase();
    if (words.every((w) => label.includes(w))) out.push(o);
    if (out.length >= limit) break;
  }
  return out;
}
