// The arrow indicators of the Advanced Workholding dashboard, one row per product category: the
// orders value (USD) of the latest three months against the three months ending a month earlier
// (month over month) and the same three months a year earlier (year over year), by the shared rule
// of workholding/arrow-indicator.ts that the help page explains.
import { addMonths } from '@mti/contracts/common/month';
import type { DashboardArrow, DashboardArrows } from '@mti/contracts/dashboards/dashboard-extras';
import {
  ARROW_MIN_PARTICIPANTS,
  ARROW_WINDOW_MONTHS,
  arrowChangePercent,
  arrowOf,
} from '@mti/contracts/workholding/arrow-indicator';
import { valuesBy } from './dashboard-analysis.ts';
import { rangeLabel } from './dashboard-months.ts';
import type { DashboardSource, MemberFilters } from './dashboard-sums.ts';

export const ARROW_HELP_PATH = '/documentation/awt/awt-monthly-arrow-indicator';

export async function workholdingArrows(
  source: DashboardSource,
  categories: readonly string[],
  to: string,
  members: MemberFilters,
): Promise<DashboardArrows> {
  const from = addMonths(to, -(12 + ARROW_WINDOW_MONTHS - 1));
  const values = await valuesBy(
    source,
    ['category', 'month'],
    [
      { field: 'value_usd', aggregate: 'sum' },
      { field: 'participants', aggregate: 'min' },
    ],
    { from, to },
    members,
  );
  const total = (category: string, end: string) => {
    let sum = 0;
    for (let i = 0; i < ARROW_WINDOW_MONTHS; i++) sum += values.get(`${category}|${addMonths(end, -i)}`)?.[0] ?? 0;
    return sum;
  };
  const arrow = (current: number, prior: number): DashboardArrow => ({
    prior,
    change: arrowChangePercent(current, prior),
    direction: arrowOf(current, prior),
  });
  return {
    title: 'Arrow indicators by product category',
    window: rangeLabel(addMonths(to, -(ARROW_WINDOW_MONTHS - 1)), to),
    helpPath: ARROW_HELP_PATH,
    rows: categories.map((name) => {
      const current = total(name, to);
      let confidential = false;
      for (let i = 0; i < ARROW_WINDOW_MONTHS; i++) {
        const participants = values.get(`${name}|${addMonths(to, -i)}`)?.[1] ?? 0;
        if (participants < ARROW_MIN_PARTICIPANTS) confidential = true;
      }
      const mom = arrow(current, total(name, addMonths(to, -1)));
      const yoy = arrow(current, total(name, addMonths(to, -12)));
      if (confidential) {
        // Neither the arrows nor the figures behind them are shown for a confidential group.
        const hidden: DashboardArrow = { prior: 0, change: null, direction: null };
        return { name, current: 0, mom: hidden, yoy: hidden, confidential };
      }
      return { name, current, mom, yoy, confidential };
    }),
  };
}
