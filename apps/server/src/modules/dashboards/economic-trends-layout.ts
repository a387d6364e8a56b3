// The economic-trends layout: momentum of orders (moving averages, year-over-year change by month
// and by state) and the mix by industry and category.

import { addMonths, monthLabel, monthsBetween } from '@mti/contracts/common/month';
import type { DashboardData, DashboardKpi } from '@mti/contracts/dashboards/dashboards-api';
import { type Frame, memberFiltersOf } from './dashboard-filters.ts';
import { rangeLabel } from './dashboard-months.ts';
import { type DashboardSource, nullableRound, percentChange, round1, sumsBy } from './dashboard-sums.ts';

export async function economicTrends(source: DashboardSource, frame: Frame, first: string): Promise<DashboardData> {
  const { from, to } = frame.applied;
  const members = memberFiltersOf(frame.applied);
  // Eleven months before the period feed the first moving averages; 24 months to `to` give the YoY change.
  const historyFrom = [addMonths(from, -11), addMonths(to, -23)].reduce((a, b) => (a < b ? a : b));
  const loadFrom = historyFrom < first ? first : historyFrom;
  const yoyFrom = addMonths(to, -11);
  const yoyPriorFrom = addMonths(to, -23);
  const yoyPriorTo = addMonths(to, -12);
  const hasYoy = yoyPriorFrom >= first;
  const [byMonth, byIndustry, byCategory, stateNow, statePrior] = await Promise.all([
    sumsBy(source, 'month', { from: loadFrom, to }, members),
    sumsBy(source, 'industry', { from, to }, members),
    // The category mix is of all categories, whatever category is picked.
    sumsBy(source, 'category', { from, to }, memberFiltersOf(frame.applied, 'category')),
    sumsBy(source, 'state', { from: yoyFrom, to }, members),
    hasYoy ? sumsBy(source, 'state', { from: yoyPriorFrom, to: yoyPriorTo }, members) : null,
  ]);
  const monthValue = (m: string) => (m < first ? null : (byMonth.members.get(m)?.value ?? 0));
  const windowSum = (end: string, months: number): number | null => {
    let sum = 0;
    for (let i = months - 1; i >= 0; i--) {
      const v = monthValue(addMonths(end, -i));
      if (v === null) return null;
      sum += v;
    }
    return sum;
  };
  const months = monthsBetween(from, to);
  const movingAverage = months.map((m) => {
    const sum = windowSum(m, 12);
    return sum === null ? null : sum / 12;
  });
  const last3 = windowSum(to, 3);
  const prev3 = windowSum(addMonths(to, -3), 3);
  const yoyNow = windowSum(to, 12);
  const yoyPrior = windowSum(yoyPriorTo, 12);
  const periodTotal = months.reduce((s, m) => s + (monthValue(m) ?? 0), 0);
  const categories = [...byCategory.members.values()].sort((a, b) => b.value - a.value);
  const topCategory = categories[0];

  const kpis: DashboardKpi[] = [
    {
      id: 'orders_value',
      label: 'Orders (USD)',
      value: periodTotal,
      text: null,
      format: 'currency',
      note: rangeLabel(from, to),
    },
    {
      id: 'ma3_growth',
      label: '3-month moving average growth',
      value: last3 !== null && prev3 !== null ? nullableRound(percentChange(last3, prev3)) : null,
      text: null,
      format: 'percent',
      note: `${rangeLabel(addMonths(to, -2), to)} vs. ${rangeLabel(addMonths(to, -5), addMonths(to, -3))}`,
    },
    {
      id: 'yoy_change',
      label: 'Year-over-year change',
      value: yoyNow !== null && yoyPrior !== null ? nullableRound(percentChange(yoyNow, yoyPrior)) : null,
      text: null,
      format: 'percent',
      note: hasYoy ? `12 months to ${monthLabel(to)} vs. prior 12` : 'Needs two years of data',
    },
    {
      id: 'top_category_share',
      label: 'Share of the top category',
      value:
        topCategory && byCategory.total.value > 0 ? round1((topCategory.value / byCategory.total.value) * 100) : null,
      text: null,
      format: 'share',
      note: topCategory && topCategory.value > 0 ? `${topCategory.label}, of all categories` : 'No orders',
    },
  ];
  return {
    ...frame,
    kpis,
    trend: {
      title: 'Monthly orders and 12-month moving average (USD)',
      format: 'currency',
      months,
      series: [
        { name: 'Orders (USD)', values: months.map((m) => monthValue(m)) },
        { name: '12-month moving average', values: movingAverage.map((v) => (v === null ? null : Math.round(v))) },
      ],
    },
    breakdown: {
      title: 'Orders by customer industry (USD)',
      format: 'currency',
      items: [...byIndustry.members.values()]
        .sort((a, b) => b.value - a.value)
        .map((i) => ({ name: i.label, value: i.value })),
    },
    map: {
      title: `Year-over-year change by state (12 months to ${monthLabel(to)})`,
      format: 'percent',
      values: [...stateNow.members.entries()].map(([code, s]) => {
        const before = statePrior?.members.get(code)?.value;
        return { name: s.label, value: before === undefined ? null : nullableRound(percentChange(s.value, before)) };
      }),
    },
  };
}
