// The AWT sample rows (docs/data/awt-orders.md): every value is a function of its month, region and
// category, so the same months always give the same rows. A slow trend, a yearly season, a
// machine-tool cycle of about four years and a little noise; participants now and then drop below
// three for the smallest category, so the confidentiality rule of the arrow shows.
import { createRandom } from '../../../../platform/random.ts';
import { AWT_CATEGORIES, AWT_REGIONS } from './awt-dimensions.ts';

/** The sample starts in January 2015. */
export const AWT_FIRST_MONTH = { year: 2015, month: 1 };

export type AwtRow = {
  period: string;
  region: string;
  category: string;
  orders: number;
  units: number;
  valueUsd: number;
  participants: number;
};

/** Months since January 2015 of the last month before `now` (the sample runs through it). */
export function awtLastMonthIndex(now: Date): number {
  return (now.getUTCFullYear() - AWT_FIRST_MONTH.year) * 12 + now.getUTCMonth() - 1;
}

export function awtMonthKey(index: number): string {
  const year = AWT_FIRST_MONTH.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

const SEASON = [0.92, 0.97, 1.08, 1.02, 1.0, 1.04, 0.88, 0.93, 1.05, 1.06, 1.0, 1.05] as const;

/** The rows of one month, in region × category order. */
export function awtRowsOfMonth(index: number): AwtRow[] {
  const key = awtMonthKey(index);
  const trend = 1 + 0.0025 * index;
  const cycle = 1 + 0.14 * Math.sin((2 * Math.PI * index) / 50 + 0.6);
  const season = SEASON[index % 12] ?? 1;
  const rows: AwtRow[] = [];
  AWT_CATEGORIES.forEach((category, c) => {
    const monthRandom = createRandom(index * 101 + c * 7 + 1);
    const participants = Math.max(2, category.participants + monthRandom.int(-2, 1));
    AWT_REGIONS.forEach((region, r) => {
      const random = createRandom(index * 10_007 + c * 131 + r * 17 + 3);
      const noise = 0.85 + random.next() * 0.3;
      const orders = Math.round(category.orders * region.weight * trend * cycle * season * noise);
      const units = orders + Math.round(orders * random.next() * 0.6);
      const price = category.unitPrice * (1 + 0.002 * index) * (0.95 + random.next() * 0.1);
      rows.push({
        period: `${key}-01`,
        region: region.name,
        category: category.name,
        orders,
        units,
        valueUsd: Math.round(units * price),
        participants,
      });
    });
  });
  return rows;
}

export const AWT_ROWS_PER_MONTH = AWT_CATEGORIES.length * AWT_REGIONS.length;
