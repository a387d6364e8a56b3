// The Economic Trends sample rows (docs/data/econ-indicators.md): each value a function of its month
// and indicator — level, growth, a shared industry cycle of about four years that the PMI leads,
// a yearly season and noise — so the same months always give the same rows.
import { createRandom } from '../../../../platform/random.ts';
import { ECON_INDICATORS } from './econ-dimensions.ts';

export type EconRow = { period: string; indicator: string; value: number };

const FIRST_YEAR = 2015;

export function econLastMonthIndex(now: Date): number {
  return (now.getUTCFullYear() - FIRST_YEAR) * 12 + now.getUTCMonth() - 1;
}

export function econMonthKey(index: number): string {
  return `${FIRST_YEAR + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function econRowsOfMonth(index: number): EconRow[] {
  return ECON_INDICATORS.map((indicator, i) => {
    const random = createRandom(index * 7_919 + i * 31 + 11);
    // The PMI leads the cycle by about three months.
    const lead = i === 1 ? 3 : 0;
    const cycle = Math.sin((2 * Math.PI * (index + lead)) / 50 + 0.6);
    const season = Math.sin((2 * Math.PI * (index % 12)) / 12 - 0.5);
    const noise = (random.next() - 0.5) * 2 * (indicator.cycle * 0.12 + 0.1);
    const raw = indicator.base + indicator.growth * index + indicator.cycle * cycle + indicator.season * season + noise;
    const scale = 10 ** indicator.decimals;
    return { period: `${econMonthKey(index)}-01`, indicator: indicator.name, value: Math.round(raw * scale) / scale };
  });
}
