// The U.S. counties of the dataset: real FIPS codes and names from the `us-atlas` package (Census
// cartographic boundaries, the same file the web map draws), limited to the 50 states and D.C. that
// the USMTO sample covers (Puerto Rico and the island areas are not in it).
import { createRequire } from 'node:module';
import { STATE_CODE_OF_FIPS } from '@mti/contracts/markets/state-fips';

export { STATE_CODE_OF_FIPS };

export type County = { fips: string; name: string; state: string };

type Topology = { objects: { counties: { geometries: Array<{ id: string; properties?: { name?: string } }> } } };

let cached: readonly County[] | undefined;

/** Every county of the 50 states and D.C., ordered by FIPS code. */
export function listCounties(): readonly County[] {
  if (cached) return cached;
  // Read at run time from node_modules: the server bundle keeps packages external.
  const topology = createRequire(import.meta.url)('us-atlas/counties-10m.json') as Topology;
  const byFips = new Map<string, County>();
  for (const g of topology.objects.counties.geometries) {
    const state = STATE_CODE_OF_FIPS[g.id.slice(0, 2)];
    if (state && !byFips.has(g.id)) byFips.set(g.id, { fips: g.id, name: g.properties?.name ?? g.id, state });
  }
  cached = [...byFips.values()].sort((a, b) => a.fips.localeCompare(b.fips));
  return cached;
}
