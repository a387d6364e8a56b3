// The survey's fixed parts: its three pages (in order), the metal groups and the rows a newly
// started period gets (blank-survey-data.ts). Row names are shown as they are; market sub-categories come from labels.

export const SURVEY_PAGES = ['shipments', 'metals', 'markets'] as const;
export type SurveyPage = (typeof SURVEY_PAGES)[number];

export const METAL_TYPES = ['ferrous', 'non_ferrous', 'nickel_based'] as const;
export type MetalType = (typeof METAL_TYPES)[number];

export const SURVEY_METALS: ReadonlyArray<{ name: string; mtype: MetalType }> = [
  { name: 'Carbon steel', mtype: 'ferrous' },
  { name: 'Alloy steel', mtype: 'ferrous' },
  { name: 'Microalloyed steel', mtype: 'ferrous' },
  { name: 'Stainless steel', mtype: 'ferrous' },
  { name: 'Aluminum', mtype: 'non_ferrous' },
  { name: 'Titanium', mtype: 'non_ferrous' },
  { name: 'Copper and brass', mtype: 'non_ferrous' },
  { name: 'Magnesium', mtype: 'non_ferrous' },
  { name: 'Nickel-based superalloys', mtype: 'nickel_based' },
  { name: 'Cobalt-based alloys', mtype: 'nickel_based' },
];

export const SURVEY_MARKETS: readonly string[] = [
  'Aerospace',
  'Automotive and light truck',
  'Heavy truck and off-highway',
  'Agricultural equipment',
  'Construction and mining',
  'Oil and gas',
  'Power generation',
  'Military and ordnance',
  'Valves, fittings and flanges',
  'General industrial',
];

/** The page after (+1) or before (-1) the given one; null past either end. */
export function adjacentSurveyPage(page: SurveyPage, step: 1 | -1): SurveyPage | null {
  return SURVEY_PAGES[SURVEY_PAGES.indexOf(page) + step] ?? null;
}
