// Edits of a plan on screen, as pure functions: a region sits in one territory, so adding it to
// one takes it out of any other.
import type { Territory, TerritoryFile, TerritoryMember } from '@mti/contracts/territory-wizard/territory-file';

export const memberKey = (m: TerritoryMember) =>
  m.kind === 'state' ? `state:${m.code}` : m.kind === 'county' ? `county:${m.fips}` : `zip3:${m.zip3}`;

export const emptyPlan = (): TerritoryFile => ({
  version: 1,
  name: 'New territory plan',
  year: null,
  territories: [{ name: 'Territory 1', reps: [], members: [] }],
});

function withTerritories(plan: TerritoryFile, change: (ts: Territory[]) => Territory[]): TerritoryFile {
  return { ...plan, territories: change(plan.territories) };
}

/** Adds regions to territory `index`, taking them out of the others. */
export function addRegions(plan: TerritoryFile, index: number, members: readonly TerritoryMember[]): TerritoryFile {
  const keys = new Set(members.map(memberKey));
  return withTerritories(plan, (ts) =>
    ts.map((t, i) => {
      const kept = t.members.filter((m) => !keys.has(memberKey(m)));
      return i === index ? { ...t, members: [...kept, ...members] } : { ...t, members: kept };
    }),
  );
}

export function removeRegion(plan: TerritoryFile, index: number, key: string): TerritoryFile {
  return withTerritories(plan, (ts) =>
    ts.map((t, i) => (i === index ? { ...t, members: t.members.filter((m) => memberKey(m) !== key) } : t)),
  );
}

/** Clicking a region: out of the territory that holds it, else into the selected one. */
export function toggleRegion(plan: TerritoryFile, index: number, member: TerritoryMember): TerritoryFile {
  const key = memberKey(member);
  const holder = plan.territories.findIndex((t) => t.members.some((m) => memberKey(m) === key));
  return holder === index ? removeRegion(plan, index, key) : addRegions(plan, index, [member]);
}

export function addTerritory(plan: TerritoryFile): TerritoryFile {
  const names = new Set(plan.territories.map((t) => t.name.toLowerCase()));
  let n = plan.territories.length + 1;
  while (names.has(`territory ${n}`)) n++;
  return withTerritories(plan, (ts) => [...ts, { name: `Territory ${n}`, reps: [], members: [] }]);
}

export function removeTerritory(plan: TerritoryFile, index: number): TerritoryFile {
  return withTerritories(plan, (ts) => ts.filter((_, i) => i !== index));
}

export function updateTerritory(plan: TerritoryFile, index: number, change: Partial<Territory>): TerritoryFile {
  return withTerritories(plan, (ts) => ts.map((t, i) => (i === index ? { ...t, ...change } : t)));
}
