// The deterministic county manufacturing sample (docs/data/county-manufacturing.md). Every value
// depends only on its coordinates (county, industry, year) and on the USMTO sample's formula, so
// the figures of a given year never change as the calendar moves on. The rule that ties it to
// USMTO: a state's machine-tool consumption in a year is 1.25 × the USMTO sample's orders of that
// state in that year (USMTO participants report about four fifths of the market), spread over the
// state's counties and industries by weight and rounded down per row.
import { createRandom } from '../../../../platform/random.ts';
import { USMTO_CATEGORIES, USMTO_INDUSTRIES, USMTO_STATES } from '../usmto-orders/usmto-dimensions.ts';
import { computeUsmtoRow, lastMonthIndex, monthIndexOf } from '../usmto-orders/usmto-generator.ts';
import { type County, listCounties } from './county-geography.ts';
import { COUNTY_INDUSTRIES } from './county-industries.ts';

/** Consumption ÷ USMTO orders of the same state and year. */
export const CONSUMPTION_PER_USMTO_ORDER_USD = 1.25;
/** Years of the sample: the last three complete calendar years of the USMTO sample. */
export const COUNTY_YEAR_COUNT = 3;
/** Machine tools bought per employee per year by an industry of intensity 1 (USD). */
const USD_PER_EMPLOYEE = 520;
const COUNTY_SEED = 20_220_301;

export type CountyRow = {
  year: number;
  countyFips: string;
  industry: string;
  establishments: number;
  employment: number;
  consumptionUsd: number;
};

/** The years the sample holds when the USMTO sample runs to the month before `now`. */
export function countyYears(now: Date): number[] {
  const lastComplete = 2015 + Math.floor((lastMonthIndex(now) + 1) / 12) - 1;
  return Array.from({ length: COUNTY_YEAR_COUNT }, (_, k) => lastComplete - COUNTY_YEAR_COUNT + 1 + k);
}

/** The USMTO sample's orders (USD) of a state in a calendar year: the sum of its rows' value. */
export function usmtoStateYearValue(stateCode: string, year: number): number {
  const s = USMTO_STATES.findIndex((st) => st.code === stateCode);
  if (s < 0) return 0;
  let total = 0;
  for (let month = 1; month <= 12; month += 1) {
    const m = monthIndexOf(year, month);
    for (let c = 0; c < USMTO_CATEGORIES.length; c += 1)
      for (let i = 0; i < USMTO_INDUSTRIES.length; i += 1) total += computeUsmtoRow(m, s, c, i).value_usd;
  }
  return total;
}

/** A state's consumption target in a year (whole dollars): the rule above. */
export function stateConsumptionTarget(stateCode: string, year: number): number {
  return Math.floor(usmtoStateYearValue(stateCode, year) * CONSUMPTION_PER_USMTO_ORDER_USD);
}

type Presence = { county: County; industry: number; weight: number };

/** Which industries a county has and their weight: larger counties have more of them. */
function countyPresence(county: County): Presence[] {
  const random = createRandom(COUNTY_SEED + Number(county.fips));
  // Pareto-like size: most counties are small, a few are industrial centres.
  const size = Math.min(400, (1 - random.next()) ** (-1 / 1.1));
  const draws = COUNTY_INDUSTRIES.map((ind) => ({ p: random.next(), mix: random.next(), ind }));
  const present = draws
    .map((d, industry) => ({ ...d, industry }))
    .filter((d) => d.p < 1 - Math.exp(-size * d.ind.ubiquity * 0.22));
  // Every county makes something: its most likely industry when the draws left none.
  const chosen =
    present.length > 0
      ? present
      : [
          draws
            .map((d, industry) => ({ ...d, industry, score: d.ind.ubiquity * (1 - d.p) }))
            .reduce((a, b) => (b.score > a.score ? b : a)),
        ];
  return chosen.map((d) => ({
    county,
    industry: d.industry,
    weight: size * d.ind.employmentShare * d.ind.intensity * (0.5 + d.mix),
  }));
}

/** A number in [0, 1) for a county × industry × year (its yearly wobble), independent of other cells. */
function cellDraw(fips: string, industry: number, year: number, stream: number): number {
  return createRandom((Number(fips) * 7919 + industry * 104_729 + year * 15_485_863 + stream * 1_299_709) >>> 0).next();
}

/** Every row of the sample for these years (only counties × industries that exist). */
export function generateCountyRows(years: readonly number[]): CountyRow[] {
  const byState = new Map<string, Presence[]>();
  for (const county of listCounties()) {
    const list = byState.get(county.state) ?? [];
    list.push(...countyPresence(county));
    byState.set(county.state, list);
  }
  const rows: CountyRow[] = [];
  for (const year of years) {
    for (const [state, cells] of byState) {
      const target = stateConsumptionTarget(state, year);
      const weights = cells.map((c) => c.weight * (0.9 + 0.2 * cellDraw(c.county.fips, c.industry, year, 0)));
      const total = weights.reduce((a, b) => a + b, 0);
      cells.forEach((cell, k) => {
        const ind = COUNTY_INDUSTRIES[cell.industry];
        if (!ind) return;
        const consumptionUsd = Math.floor((target * (weights[k] as number)) / total);
        const employment = Math.max(
          1,
          Math.round(
            (consumptionUsd / (USD_PER_EMPLOYEE * ind.intensity)) *
              (0.9 + 0.2 * cellDraw(cell.county.fips, cell.industry, year, 1)),
          ),
        );
        const establishments = Math.min(
          employment,
          Math.max(
            1,
            Math.round(
              (employment / ind.establishmentSize) * (0.7 + 0.6 * cellDraw(cell.county.fips, cell.industry, year, 2)),
            ),
          ),
        );
        rows.push({
          year,
          countyFips: cell.county.fips,
          industry: ind.code,
          establishments,
          employment,
          consumptionUsd,
        });
      });
    }
  }
  return rows;
}
