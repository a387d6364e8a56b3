// Every country of the World map can be coloured: each world-atlas feature with an ISO number maps to
// the alpha-2 code the data uses, and gets the same English name the map's values are matched by.
import { describe, expect, it } from 'vitest';
import { alpha2OfNumeric } from './country-codes.ts';
import { countryName, loadWorldCountries } from './world-countries-geo.ts';

describe('World map countries', () => {
  it('names every numbered country from its alpha-2 code, as the values are named', async () => {
    const { features } = await loadWorldCountries();
    const numbered = features.filter((f) => f.id !== undefined);
    // Natural Earth 1:110m: 177 countries, 3 of them without an ISO number.
    expect(numbered.length).toBe(features.length - 3);
    for (const country of numbered) {
      const code = alpha2OfNumeric(String(country.id));
      expect(code, `world-atlas id ${country.id}`).toMatch(/^[A-Z]{2}$/);
      expect(country.properties?.name).toBe(countryName(code as string));
    }
    // The sample's visitors' countries (seed/passport-sample.ts), coloured since the start, and others that were not.
    const names = new Set(features.map((f) => f.properties?.name));
    for (const code of [
      'US',
      'CA',
      'MX',
      'DE',
      'JP',
      'CN',
      'IN',
      'GB',
      'IT',
      'KR',
      'BR',
      'FR',
      'TW',
      'ES',
      'SE',
      'KE',
      'IS',
      'BD',
    ])
      expect(names.has(countryName(code)), code).toBe(true);
  });
});
