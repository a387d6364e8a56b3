// Countries as the data names them (ISO 3166-1 alpha-2) and as world-atlas keys them (numeric).
// The whole ISO list: a country missing here would be drawn on the World map but never coloured.
// Natural Earth's three features without an ISO number (N. Cyprus, Somaliland, Kosovo) keep their own name.
import { ISO_NUMERIC_TO_ALPHA2 } from './iso-numeric-alpha2.ts';

const NUMERIC_TO_ALPHA2: Readonly<Record<string, string>> = ISO_NUMERIC_TO_ALPHA2;

export function alpha2OfNumeric(numeric: string): string | null {
  return NUMERIC_TO_ALPHA2[numeric] ?? null;
}

/** Every alpha-2 code (the Country choices of a search and of a territory). */
export function knownCountryCodes(): string[] {
  return Object.values(NUMERIC_TO_ALPHA2);
}
