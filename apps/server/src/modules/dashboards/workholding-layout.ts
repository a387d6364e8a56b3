// The Advanced Workholding layout: orders of workholding products for the period, the latest
// three months against a year earlier with its arrow, the mix by region, and the arrow indicators
// by product category (workholding-arrows.ts).
import { addMonths, monthsBetween } from '@mti/contracts/common/month';
import type { DashboardData, DashboardKpi } from '@mti/contracts/dashboards/dashboards-api';
import { ARROW_TEXT, arrowChangePercent, arrowOf } from '@mti/contracts/workholding/arrow-indicator';
import { type Frame, memberFiltersOf } from './dashboard-filters.ts';
import { rangeLabel } from './dashboard-months.ts';
import { type DashboardSource, round1, sumsBy } from './dashboard-sums.ts';
import { tileAnalysisOf } from './tile-analysis.ts';
import { workholdingArrows } from './workholding-arrows.ts';

export async function workholding(source: DashboardSource, frame: Frame, first: string): Promise<DashboardData> {
  const { from, to } = frame.applied;
  const members = memberFiltersOf(frame.applied);
  const historyFrom = [addMonths(from, -2), addMonths(to, -14)].reduce((a, b) => (a < b ? a : b));
  const categoryOptions = frame.filters.find((f) => f.id === 'category')?.options ?? [];
  const categories = frame.applied.category ? [frame.applied.category] : categoryOptions;
  const [byMonth, byRegion, byCategory, arrows] = await Promise.all([
    sumsBy(source, 'month', { from: historyFrom < first ? first : historyFrom, to }, members),
    sumsBy(source, 'region', { from, to }, members),
    sumsBy(source, 'category', { from, to }, memberFiltersOf(frame.applied, 'category')),
    workholdingArrows(source, categories, to, memberFiltersOf(frame.applied, 'category')),
  ]);
  const monthValue = (m: string) => byMonth.members.get(m)?.value ?? 0;
  const threeMonths = (end: string) =>
    monthValue(end) + monthValue(addMonths(end, -1)) + monthValue(addMonths(end, -2));
  const months = monthsBetween(from, to);
  const periodValue = months.reduce((s, m) => s + monthValue(m), 0);
  const periodUnits = months.reduce((s, m) => s + (byMonth.members.get(m)?.units ?? 0), 0);
  const latest = threeMonths(to);
  const yearBefore = threeMonths(addMonths(to, -12));
  const direction = arrowOf(latest, yearBefore);
  const top = [...byCategory.members.values()].sort((a, b) => b.value - a.value)[0];
  const kpis: DashboardKpi[] = [
    {
      id: 'orders_value',
      label: 'Orders (USD)',
      value: periodValue,
      text: null,
      format: 'currency',
      note: rangeLabel(from, to),
    },
    {
      id: 'units',
      label: 'Units ordered',
      value: periodUnits,
      text: null,
      format: 'integer',
      note: rangeLabel(from, to),
    },
    {
      id: 'yoy_3m',
      label: 'Latest 3 months vs. a year earlier',
      value: arrowChangePercent(latest, yearBefore),
      text: null,
      format: 'percent',
      note: direction
        ? `${ARROW_TEXT[direction].symbol} ${ARROW_TEXT[direction].label}: ${rangeLabel(addMonths(to, -2), to)}`
        : 'No orders a year earlier',
    },
    {
      id: 'top_category',
      label: 'Top product category',
      value: top ? top.value : null,
      text: top && top.value > 0 ? top.label : null,
      format: 'text',
      note:
        top && byCategory.total.value > 0
          ? `${round1((top.value / byCategory.total.value) * 100)}% of orders, ${rangeLabel(from, to)}`
          : 'No orders',
    },
  ];
  return {
    ...frame,
    kpis,
    trend: {
      title: 'Monthly orders and 3-month moving total (USD)',
      format: 'currency',
      months,
      series: [
        { name: 'Orders (USD)', values: months.map(monthValue) },
        {
          name: '3-month moving total',
          values: months.map((m) => (addMonths(m, -2) < first ? null : threeMonths(m))),
        },
      ],
      analysis: tileAnalysisOf(source, frame.applied, 'month', members),
    },
    breakdown: {
      title: 'Orders by region (USD)',
      format: 'currency',
      items: [...byRegion.members.values()]
        .sort((a, b) => b.value - a.value)
        .map((r) => ({ name: r.label, key: r.key, value: r.value })),
      cross_filter: 'region',
      analysis: tileAnalysisOf(source, frame.applied, 'region', members),
    },
    map: null,
    arrows,
  };
}
