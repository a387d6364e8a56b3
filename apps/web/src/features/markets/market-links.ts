// "Open in analyzer": the analyzer on the county dataset, filtered to a region, year and industry
// (the analyzer reads ?rows=, ?measure= and ?filter=dimension:member).
import type { MarketLevel, MarketMeasure } from '@mti/contracts/markets/markets-api';

export const MARKETS_DATASET = 'county-manufacturing';

export function analyzerLink(options: {
  level: MarketLevel;
  region: string;
  year: string;
  industry: string;
  measure: MarketMeasure;
}): string {
  const query = new URLSearchParams();
  query.set('rows', 'industry');
  query.set('measure', options.measure);
  query.append('filter', `${options.level}:${options.region}`);
  query.append('filter', `year:${options.year}`);
  query.append('filter', `industry:${options.industry}`);
  return `/analytics/viewer/${MARKETS_DATASET}?${query.toString()}`;
}

/** The table as CSV (RFC 4180 quoting), for the export button. */
export function marketCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
