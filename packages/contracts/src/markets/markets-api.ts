// Wire shapes of Map U.S. Markets (issue 15): the choropleth values of an industry and measure by
// state or county, and a region's top industries. Both read the county manufacturing dataset.
import { z } from 'zod';

export const MARKET_MEASURES = ['establishments', 'employment', 'consumption_usd'] as const;
export type MarketMeasure = (typeof MARKET_MEASURES)[number];
export const MARKET_LEVELS = ['state', 'county'] as const;
export type MarketLevel = (typeof MARKET_LEVELS)[number];
/** The industry picker's "every manufacturing industry". */
export const ALL_INDUSTRIES = 'all';

export const MARKETS_MSG = {
  badMeasure: 'Choose a measure from the list.',
  badLevel: 'Choose states or counties.',
  unknownIndustry: (code: string) =>
    `"${code}" is not a manufacturing industry of the map. Choose an industry from the list.`,
  unknownYear: (year: string) => `There are no figures for ${year}. Choose a year from the list.`,
  unknownRegion: (key: string) =>
    /^\d+$/.test(key)
      ? `"${key}" is not a county FIPS code of the map. Choose a county on the map or in the table.`
      : `"${key}" is not a state of the map. Choose a state on the map or in the table.`,
} as const;

export const MARKETS_CODES = {
  unknownIndustry: 'unknown_industry',
  unknownYear: 'unknown_year',
  unknownRegion: 'unknown_region',
} as const;

const industryParam = z.string().trim().max(20, MARKETS_MSG.unknownIndustry('…')).default(ALL_INDUSTRIES);
const yearParam = z.string().trim().max(8).optional();
const measureParam = z.enum(MARKET_MEASURES, { error: MARKETS_MSG.badMeasure }).default('consumption_usd');

// GET /analytics/api/markets/choropleth
export const choroplethQuery = z.object({
  level: z.enum(MARKET_LEVELS, { error: MARKETS_MSG.badLevel }).default('state'),
  industry: industryParam,
  measure: measureParam,
  year: yearParam,
});
export type ChoroplethQuery = z.input<typeof choroplethQuery>;

const option = z.object({ key: z.string(), label: z.string() });

export const choroplethResponse = z.object({
  level: z.enum(MARKET_LEVELS),
  industry: z.string(),
  measure: z.enum(MARKET_MEASURES),
  year: z.string(),
  /** The pickers' choices. */
  years: z.array(z.string()),
  industries: z.array(option.extend({ level: z.enum(['subsector', 'industry']) })),
  /** Synthetic figures: the page labels them as sample data. */
  sample: z.boolean(),
  /** Every region with a figure (a county without the industry has none), by key. */
  values: z.array(option.extend({ value: z.number() })),
});
export type ChoroplethData = z.infer<typeof choroplethResponse>;

// GET /analytics/api/markets/regions/:region/industries
export const regionParams = z.object({ region: z.string().trim().max(10) });
export const regionIndustriesQuery = z.object({ measure: measureParam, year: yearParam });

export const regionIndustriesResponse = z.object({
  region: option.extend({ level: z.enum(MARKET_LEVELS) }),
  year: z.string(),
  measure: z.enum(MARKET_MEASURES),
  sample: z.boolean(),
  /** The region's industries (NAICS detail), largest first by the measure, at most ten. */
  industries: z.array(
    option.extend({
      subsector: z.string(),
      establishments: z.number(),
      employment: z.number(),
      consumption_usd: z.number(),
    }),
  ),
});
export type RegionIndustries = z.infer<typeof regionIndustriesResponse>;
