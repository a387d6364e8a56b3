// US zip codes with their coordinates, from the `zipcodes` package (BSD licence; US Census
// gazetteer data), loaded on first use: distance search and the sample generator read it.
import { createRequire } from 'node:module';

export type ZipLocation = { zip: string; lat: number; lon: number; city: string; state: string };
type ZipRow = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };

let table: Map<string, ZipLocation> | undefined;

function load(): Map<string, ZipLocation> {
  if (table) return table;
  // The package is CommonJS without types: its US table is one object keyed by zip.
  const { codes } = createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> };
  table = new Map();
  for (const row of Object.values(codes)) {
    if (row.country !== 'US' || !/^\d{5}$/.test(row.zip)) continue;
    table.set(row.zip, { zip: row.zip, lat: row.latitude, lon: row.longitude, city: row.city, state: row.state });
  }
  return table;
}

/** The zip's location, or null for a zip that is not a US zip code. */
export function findZipLocation(zip: string): ZipLocation | null {
  return load().get(zip) ?? null;
}

/** Every US zip code with its location, in zip order. */
export function listZipLocations(): ZipLocation[] {
  return [...load().values()].sort((a, b) => a.zip.localeCompare(b.zip));
}
