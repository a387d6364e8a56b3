// The U.S. counties of the dataset: real FIPS codes and names from the `us-atlas` package (Census
// cartographic boundaries, the same file the web map draws), limited to the 50 states and D.C. that
// the USMTO sample covers (Puerto Rico and the island areas are not in it).
import { createRequire } from 'node:module';

/** State FIPS (2 digits) → postal code, for the 50 states and D.C. */
export const STATE_CODE_OF_FIPS: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
};

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
