// The world's countries as GeoJSON for ECharts, from world-atlas' Natural Earth 1:110m TopoJSON
// (longitude/latitude), loaded on demand. Each country is named in English from its alpha-2 code,
// the code the data uses; world-atlas keys countries by their ISO 3166-1 numeric code.
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { alpha2OfNumeric } from './country-codes.ts';

export const WORLD_COUNTRIES_MAP = 'world-countries-110m';

const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country's English name from its ISO 3166-1 alpha-2 code ("DE" → "Germany"). */
export function countryName(code: string): string {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

let loading: Promise<FeatureCollection> | null = null;

export function loadWorldCountries(): Promise<FeatureCollection> {
  loading ??= import('world-atlas/countries-110m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{ countries: GeometryCollection }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection;
    for (const country of countries.features) {
      const code = alpha2OfNumeric(String(country.id));
      // Countries without a known code keep Natural Earth's own name: drawn, never coloured.
      if (code) country.properties = { ...country.properties, name: countryName(code) };
    }
    return countries;
  });
  return loading;
}
