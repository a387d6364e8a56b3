// The downloads a prospect can buy (the seed's prospect transactions name them by key): contact
// lists of IMTS registrants or booth-scan leads for one industry segment and region. What each
// list holds is fixed here, so that every buyer of a key gets the same file.

export type DownloadProduct = {
  downloadKey: string;
  /** The title a new transaction offers it under (the console's list, decision 070). */
  title: string;
  /** The industry segment the contacts registered an interest in. */
  segment: string;
  /** Where the contacts' companies are (state codes). */
  states: readonly string[];
  contacts: number;
  /** How the contacts were gathered: at registration (with e-mail opt-in) or by booth scans. */
  source: 'registration' | 'booth scan';
};

const GREAT_LAKES = ['IL', 'IN', 'MI', 'MN', 'NY', 'OH', 'PA', 'WI'];
const SOUTHEAST = ['AL', 'FL', 'GA', 'NC', 'SC', 'TN', 'VA'];
const WEST = ['AZ', 'CA', 'CO', 'NV', 'OR', 'UT', 'WA'];
const NORTHEAST = ['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'];
const NATIONWIDE = [...new Set([...GREAT_LAKES, ...SOUTHEAST, ...WEST, ...NORTHEAST, 'TX', 'KS', 'MO'])].sort();

export const DOWNLOAD_PRODUCTS: readonly DownloadProduct[] = [
  {
    downloadKey: 'imts-2026-registrants-metal-cutting-great-lakes',
    title: 'IMTS 2026 Registrants — Metal Cutting, Great Lakes',
    segment: 'Metal Cutting',
    states: GREAT_LAKES,
    contacts: 1240,
    source: 'registration',
  },
  {
    downloadKey: 'imts-2024-leads-additive',
    title: 'IMTS 2024 Leads — Additive Manufacturing',
    segment: 'Additive Manufacturing',
    states: NATIONWIDE,
    contacts: 610,
    source: 'booth scan',
  },
  {
    downloadKey: 'imts-2026-registrants-fabricating-southeast',
    title: 'IMTS 2026 Registrants — Fabricating, Southeast',
    segment: 'Fabricating & Laser',
    states: SOUTHEAST,
    contacts: 980,
    source: 'registration',
  },
  {
    downloadKey: 'imts-2026-registrants-automation-west',
    title: 'IMTS 2026 Registrants — Automation, West',
    segment: 'Automation',
    states: WEST,
    contacts: 1105,
    source: 'registration',
  },
  {
    downloadKey: 'imts-2026-registrants-quality-northeast',
    title: 'IMTS 2026 Registrants — Quality & Inspection, Northeast',
    segment: 'Quality & Inspection',
    states: NORTHEAST,
    contacts: 720,
    source: 'registration',
  },
];

export function findDownloadProduct(downloadKey: string): DownloadProduct | null {
  return DOWNLOAD_PRODUCTS.find((product) => product.downloadKey === downloadKey) ?? null;
}
