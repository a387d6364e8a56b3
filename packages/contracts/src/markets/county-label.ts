// A county's name as people write it, from the us-atlas name ("Harris") and its 5-digit FIPS code:
// "Harris County, TX", "Orleans Parish, LA", "Richmond city, VA" (Census' independent cities, whose
// FIPS county part is 500 and up in Virginia, Maryland, Missouri and Nevada). Alaska's boroughs and census
// areas, and D.C., keep their bare name: us-atlas does not say which kind each one is.
import { STATE_CODE_OF_FIPS } from './state-fips.ts';

const CITY_STATES = new Set(['24', '29', '32', '51']);

export function countyLabel(fips: string, name: string): string {
  const state = fips.slice(0, 2);
  const code = STATE_CODE_OF_FIPS[state];
  if (!code) return name;
  const independentCity = CITY_STATES.has(state) && Number(fips.slice(2)) >= 500;
  if (state === '02' || state === '11') return `${name}, ${code}`;
  // Carson City is an independent city already named so; Charles City and James City are counties.
  if (independentCity) return /\bcity$/i.test(name) ? `${name}, ${code}` : `${name} city, ${code}`;
  return `${name} ${state === '22' ? 'Parish' : 'County'}, ${code}`;
}
