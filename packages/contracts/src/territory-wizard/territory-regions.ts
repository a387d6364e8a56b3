// The geography rules both sides apply to a territory file once they know the counties: every
// county exists, and no place is counted twice — a region sits in one territory only, a county or
// ZIP area never sits beside its own state, and a county never beside a ZIP area that covers it.
// ZIP areas are sample geography: each state's prefixes are laid over its counties in FIPS order
// (zipAreaWeights), so a ZIP area's figures are shares of whole counties and add up to the state.
import { countyLabel } from '../markets/county-label.ts';
import type { TerritoryFile, TerritoryMember } from './territory-file.ts';
import { regionTakenMsg, unknownCountyMsg } from './territory-file.ts';
import { STATE_BY_CODE, STATE_OF_ZIP_AREA, type UsState, zipAreasOf } from './us-states.ts';

export type County = { fips: string; name: string };

/** What the rules need to know: the counties (by FIPS) with their names. */
export type Geography = { counties: ReadonlyMap<string, County> };

/**
 * How much of each county a ZIP area holds in one state: prefixes and counties (both in order)
 * are spread over max(prefixes, counties) equal slots; a slot gives its county's share to its
 * prefix. Every county is shared out in full and every prefix gets at least part of a county.
 */
export function zipAreaWeights(state: UsState, countyFips: readonly string[]): Map<string, Map<string, number>> {
  const zips = zipAreasOf(state);
  const counties = [...countyFips].sort();
  const out = new Map<string, Map<string, number>>(zips.map((z) => [z, new Map()]));
  if (counties.length === 0) return out;
  const slots = Math.max(zips.length, counties.length);
  const slotsOfCounty = new Map<string, number>();
  for (let k = 0; k < slots; k++) {
    const county = counties[Math.floor((k * counties.length) / slots)] as string;
    slotsOfCounty.set(county, (slotsOfCounty.get(county) ?? 0) + 1);
  }
  for (let k = 0; k < slots; k++) {
    const zip = zips[Math.floor((k * zips.length) / slots)] as string;
    const county = counties[Math.floor((k * counties.length) / slots)] as string;
    const weights = out.get(zip) as Map<string, number>;
    weights.set(county, (weights.get(county) ?? 0) + 1 / (slotsOfCounty.get(county) as number));
  }
  return out;
}

// Per geography, its counties by state and each state's ZIP-area weights: a plan's check and sums
// then look them up rather than scan some 3,100 counties for every region.
const statesOf = new WeakMap<Geography, Map<string, string[]>>();
const zipWeightsOf = new WeakMap<Geography, Map<string, Map<string, Map<string, number>>>>();

/** The counties of a state (by its FIPS prefix), in FIPS order. */
export function countiesOfState(geography: Geography, state: UsState): string[] {
  let byState = statesOf.get(geography);
  if (!byState) {
    byState = new Map();
    for (const fips of [...geography.counties.keys()].sort()) {
      const list = byState.get(fips.slice(0, 2)) ?? [];
      list.push(fips);
      byState.set(fips.slice(0, 2), list);
    }
    statesOf.set(geography, byState);
  }
  return byState.get(state.fips) ?? [];
}

function zipWeightsOfState(geography: Geography, state: UsState): Map<string, Map<string, number>> {
  let byState = zipWeightsOf.get(geography);
  if (!byState) {
    byState = new Map();
    zipWeightsOf.set(geography, byState);
  }
  let weights = byState.get(state.fips);
  if (!weights) {
    weights = zipAreaWeights(state, countiesOfState(geography, state));
    byState.set(state.fips, weights);
  }
  return weights;
}

/** The counties a member covers, with the share of each it holds (1 for a whole county). */
export function countyWeightsOf(geography: Geography, member: TerritoryMember): Map<string, number> {
  if (member.kind === 'county') return new Map([[member.fips, 1]]);
  if (member.kind === 'state') {
    const state = STATE_BY_CODE.get(member.code) as UsState;
    return new Map(countiesOfState(geography, state).map((f) => [f, 1]));
  }
  const state = STATE_OF_ZIP_AREA.get(member.zip3) as UsState;
  return zipWeightsOfState(geography, state).get(member.zip3) ?? new Map();
}

/**
 * How a region reads in a message: 'Ohio', 'Cuyahoga County, OH (39035)', 'ZIP area 441'. A county
 * is named by the portal's one county label (markets/county-label.ts) from its bare us-atlas name, so
 * the browser and the server, which both hold that name, write the same message.
 */
export function regionLabel(geography: Geography, member: TerritoryMember): string {
  if (member.kind === 'state') return STATE_BY_CODE.get(member.code)?.name ?? member.code;
  if (member.kind === 'zip3') return `ZIP area ${member.zip3}`;
  const county = geography.counties.get(member.fips);
  return county ? `${countyLabel(member.fips, county.name)} (${member.fips})` : member.fips;
}

export type RegionProblem = { path: (string | number)[]; msg: string };

/** The first geography problem of a file, or null. */
export function checkTerritoryRegions(file: TerritoryFile, geography: Geography): RegionProblem | null {
  const holder = new Map<string, string>(); // member key → territory name
  const stateHolder = new Map<string, string>(); // state FIPS held whole → territory name
  const zipCounties = new Map<string, string>(); // county covered by a ZIP area member → territory
  for (const t of file.territories) {
    for (const m of t.members) if (m.kind === 'state') stateHolder.set(STATE_BY_CODE.get(m.code)?.fips ?? '', t.name);
  }
  for (const [i, t] of file.territories.entries()) {
    for (const [j, m] of t.members.entries()) {
      const path = ['territories', i, 'members', j];
      if (m.kind === 'county' && !geography.counties.has(m.fips)) return { path, msg: unknownCountyMsg(m.fips) };
      const key = m.kind === 'state' ? `s${m.code}` : m.kind === 'county' ? `c${m.fips}` : `z${m.zip3}`;
      const label = regionLabel(geography, m);
      const taken = holder.get(key);
      if (taken !== undefined) return { path, msg: regionTakenMsg(label, taken) };
      holder.set(key, t.name);
      if (m.kind !== 'state') {
        const stateFips = m.kind === 'county' ? m.fips.slice(0, 2) : (STATE_OF_ZIP_AREA.get(m.zip3)?.fips ?? '');
        const byState = stateHolder.get(stateFips);
        if (byState !== undefined) return { path, msg: regionTakenMsg(label, byState) };
      }
      if (m.kind === 'zip3') for (const f of countyWeightsOf(geography, m).keys()) zipCounties.set(f, t.name);
    }
  }
  for (const [i, t] of file.territories.entries()) {
    for (const [j, m] of t.members.entries()) {
      const byZip = m.kind === 'county' ? zipCounties.get(m.fips) : undefined;
      if (byZip !== undefined)
        return { path: ['territories', i, 'members', j], msg: regionTakenMsg(regionLabel(geography, m), byZip) };
    }
  }
  return null;
}
