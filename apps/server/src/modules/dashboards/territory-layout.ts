// The territory layout: orders by region and state for the period, and the change on the
// period before it. With a region or state chosen (a filter, or a click on a bar or the map), the
// "Top region" card becomes "Top state": the top of one region is one of its states.

import { addMonths, monthIndex, monthsBetween } from '@mti/contracts/common/month';
import type { DashboardData, DashboardKpi } from '@mti/contracts/dashboards/dashboards-api';
import { type Frame, memberFiltersOf } from './dashboard-filters.ts';
import { rangeLabel } from './dashboard-months.ts';
import {
  type DashboardSource,
  nullableRound,
  percentChange,
  round1,
  type SumsBy,
  sumsBy,
  usd,
} from './dashboard-sums.ts';
import { tileAnalysisOf } from './tile-analysis.ts';

const byValue = (sums: SumsBy) => [...sums.members.values()].sort((a, b) => b.value - a.value);

export async function territory(source: DashboardSource, frame: Frame, first: string): Promise<DashboardData> {
  const { from, to } = frame.applied;
  const members = memberFiltersOf(frame.applied);
  const length = monthIndex(to) - monthIndex(from) + 1;
  const priorFrom = addMonths(from, -length);
  const priorTo = addMonths(from, -1);
  const [byMonth, prior, byRegion, byState] = await Promise.all([
    sumsBy(source, 'month', { from, to }, members),
    priorFrom >= first ? sumsBy(source, null, { from: priorFrom, to: priorTo }, members) : null,
    sumsBy(source, 'region', { from, to }, members),
    sumsBy(source, 'state', { from, to }, members),
  ]);
  const total = byMonth.total;
  const regions = byValue(byRegion);
  const byStates = Boolean(frame.applied.region || frame.applied.state);
  const top = (byStates ? byValue(byState) : regions)[0];
  const kpis: DashboardKpi[] = [
    {
      id: 'orders_value',
      label: 'Orders (USD)',
      value: total.value,
      text: null,
      format: 'currency',
      note: rangeLabel(from, to),
    },
    {
      id: 'change',
      label: 'Change vs. prior period',
      value: prior ? nullableRound(percentChange(total.value, prior.total.value)) : null,
      text: null,
      format: 'percent',
      note: prior ? `vs. ${rangeLabel(priorFrom, priorTo)}` : 'No data for the prior period',
    },
    {
      id: 'units',
      label: 'Units ordered',
      value: total.units,
      text: null,
      format: 'integer',
      note: rangeLabel(from, to),
    },
    {
      id: byStates ? 'top_state' : 'top_region',
      label: byStates ? 'Top state' : 'Top region',
      value: top ? top.value : null,
      text: top && top.value > 0 ? top.label : null,
      format: 'text',
      note:
        top && total.value > 0
          ? `${usd(top.value)}, ${round1((top.value / total.value) * 100)}% of orders`
          : 'No orders',
    },
  ];
  return {
    ...frame,
    kpis,
    trend: {
      title: 'Monthly orders (USD)',
      format: 'currency',
      months: monthsBetween(from, to),
      series: [
        { name: 'Orders (USD)', values: monthsBetween(from, to).map((m) => byMonth.members.get(m)?.value ?? 0) },
      ],
      analysis: tileAnalysisOf(source, frame.applied, 'month', members),
    },
    breakdown: {
      title: 'Orders by region (USD)',
      format: 'currency',
      items: regions.map((r) => ({ name: r.label, key: r.key, value: r.value })),
      cross_filter: 'region',
      analysis: tileAnalysisOf(source, frame.applied, 'region', members),
    },
    map: {
      title: 'Orders by state (USD)',
      format: 'currency',
      values: [...byState.members.values()].map((s) => ({ name: s.label, key: s.key, value: s.value })),
      analysis: tileAnalysisOf(source, frame.applied, 'state', members),
    },
  };
}
