// The figures of each dashboard layout, computed by the analytics service (runAnalysis) on the
// USMTO sample dataset: sums by month, region, state, category or industry, then the KPIs,
// moving averages and changes derived from them here.
import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { addMonths, monthIndex, monthLabel, monthsBetween } from '@mti/contracts/common/month';
import {
  DASHBOARD_MSG,
  type DashboardData,
  type DashboardFilters,
  type DashboardKpi,
  type DashboardMemberFilter,
} from '@mti/contracts/dashboards/dashboards-api';
import { badRequest } from '../../platform/errors.ts';
import { type AnalyticsEngine, listDatasets, runAnalysis } from '../analytics/service.ts';
import type { DashboardDef } from './dashboard-definitions.ts';

const DATASET = 'usmto-orders';
/**
 * The ticket is the grant: a user the portal let open a dashboard sees that dashboard's figures of
 * the dataset it is built on, whichever product role opened it (the economic-trends app belongs to
 * the econ role but draws on the USMTO sample).
 */
const DASHBOARD_ENTITLEMENTS = { roles: ['usmto'] };

const FILTER_LABELS: Record<DashboardMemberFilter, string> = {
  region: 'Region',
  category: 'Product category',
  industry: 'Customer industry',
};

// ---- months ------------------------------------------------------------------------------------

function rangeLabel(from: string, to: string): string {
  if (from === to) return monthLabel(from);
  // 'Aug – Oct 2026' within a year, 'Nov 2025 – Oct 2026' across years.
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${monthLabel(from).slice(0, 3)} – ${monthLabel(to)}`
    : `${monthLabel(from)} – ${monthLabel(to)}`;
}

// ---- sums through the analytics service --------------------------------------------------------

type Sums = { value: number; units: number };
type SumsBy = { total: Sums; members: Map<string, Sums & { label: string }> };
type MemberFilters = Partial<Record<DashboardMemberFilter, string>>;

async function sumsBy(
  engine: AnalyticsEngine,
  dimension: 'month' | 'region' | 'state' | 'category' | 'industry' | null,
  window: { from: string; to: string },
  members: MemberFilters,
): Promise<SumsBy> {
  const definition = analysisDefinition.parse({
    version: 1,
    dataset: DATASET,
    rows: dimension ? [dimension] : [],
    measures: [
      { id: 'value', field: 'value_usd', aggregate: 'sum' },
      { id: 'units', field: 'units', aggregate: 'sum' },
    ],
    filters: {
      period: window,
      members: Object.entries(members)
        .filter(([, v]) => v)
        .map(([dim, v]) => ({ dimension: dim, values: [v] })),
    },
    totals: { row_grand_total: true, column_grand_total: false, subtotals: false },
  });
  return readSums(await runAnalysis({ engine, definition, entitlements: DASHBOARD_ENTITLEMENTS }));
}

function readSums(result: AnalysisResult): SumsBy {
  const out: SumsBy = { total: { value: 0, units: 0 }, members: new Map() };
  result.row_headers.forEach((header, r) => {
    const cell = result.cells[r]?.[0];
    const sums = { value: cell?.[0] ?? 0, units: cell?.[1] ?? 0 };
    if (header.kind === 'total') out.total = sums;
    else if (header.kind === 'member' && header.members[0]) {
      out.members.set(header.members[0], { ...sums, label: header.labels[0] ?? header.members[0] });
    }
  });
  // Without row dimensions the only row is the total.
  if (result.row_dimensions.length === 0 && result.cells[0]?.[0]) {
    const cell = result.cells[0][0];
    out.total = { value: cell[0] ?? 0, units: cell[1] ?? 0 };
  }
  return out;
}

const percentChange = (current: number, prior: number) => (prior > 0 ? ((current - prior) / prior) * 100 : null);
const round1 = (n: number) => Math.round(n * 10) / 10;
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

// ---- filters -----------------------------------------------------------------------------------

type Applied = DashboardData['applied'];

function resolveFilters(dashboard: DashboardDef, dataset: DatasetDescription, filters: DashboardFilters): Applied {
  const { first, last } = dataset.period;
  for (const key of ['from', 'to'] as const) {
    const month = filters[key];
    if (month && (month < first || month > last)) {
      throw badRequest('invalid_input', DASHBOARD_MSG.periodOutside, `filters.${key}`);
    }
  }
  const to = filters.to ?? last;
  let from = filters.from ?? addMonths(to, -(dashboard.defaultMonths - 1));
  if (from < first) from = first;
  if (from > to) throw badRequest('invalid_input', DASHBOARD_MSG.periodOrder, 'filters.from');
  const applied: Applied = { from, to, region: null, category: null, industry: null };
  for (const id of ['region', 'category', 'industry'] as const) {
    const value = filters[id];
    if (value === undefined) continue;
    if (!dashboard.filters.includes(id))
      throw badRequest('invalid_input', DASHBOARD_MSG.filterNotOffered, `filters.${id}`);
    const options = dataset.dimensions.find((d) => d.id === id)?.members ?? [];
    if (!options.some((m) => m.key === value))
      throw badRequest('invalid_input', DASHBOARD_MSG.badFilter, `filters.${id}`);
    applied[id] = value;
  }
  return applied;
}

function memberFiltersOf(applied: Applied, without?: DashboardMemberFilter): MemberFilters {
  const out: MemberFilters = {};
  for (const id of ['region', 'category', 'industry'] as const) {
    const value = applied[id];
    if (value && id !== without) out[id] = value;
  }
  return out;
}

// ---- layouts -----------------------------------------------------------------------------------

type Frame = Omit<DashboardData, 'kpis' | 'trend' | 'breakdown' | 'map'>;

async function territory(engine: AnalyticsEngine, frame: Frame, first: string): Promise<DashboardData> {
  const { from, to } = frame.applied;
  const members = memberFiltersOf(frame.applied);
  const length = monthIndex(to) - monthIndex(from) + 1;
  const priorFrom = addMonths(from, -length);
  const priorTo = addMonths(from, -1);
  const [byMonth, prior, byRegion, byState] = await Promise.all([
    sumsBy(engine, 'month', { from, to }, members),
    priorFrom >= first ? sumsBy(engine, null, { from: priorFrom, to: priorTo }, members) : null,
    sumsBy(engine, 'region', { from, to }, members),
    sumsBy(engine, 'state', { from, to }, members),
  ]);
  const total = byMonth.total;
  const regions = [...byRegion.members.values()].sort((a, b) => b.value - a.value);
  const top = regions[0];
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
      id: 'top_region',
      label: 'Top region',
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
    },
    breakdown: {
      title: 'Orders by region (USD)',
      format: 'currency',
      items: regions.map((r) => ({ name: r.label, value: r.value })),
    },
    map: {
      title: 'Orders by state (USD)',
      format: 'currency',
      values: [...byState.members.values()].map((s) => ({ name: s.label, value: s.value })),
    },
  };
}

const nullableRound = (n: number | null) => (n === null ? null : round1(n));

async function economicTrends(engine: AnalyticsEngine, frame: Frame, first: string): Promise<DashboardData> {
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
    sumsBy(engine, 'month', { from: loadFrom, to }, members),
    sumsBy(engine, 'industry', { from, to }, members),
    // The category mix is of all categories, whatever category is picked.
    sumsBy(engine, 'category', { from, to }, memberFiltersOf(frame.applied, 'category')),
    sumsBy(engine, 'state', { from: yoyFrom, to }, members),
    hasYoy ? sumsBy(engine, 'state', { from: yoyPriorFrom, to: yoyPriorTo }, members) : null,
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

/** The whole dashboard for the filters: frame, KPIs, trend, breakdown and map. */
export async function computeDashboard(
  engine: AnalyticsEngine,
  dashboard: DashboardDef,
  filters: DashboardFilters,
): Promise<DashboardData> {
  const [dataset] = await listDatasets({ engine, entitlements: DASHBOARD_ENTITLEMENTS });
  if (!dataset) throw new Error(`dataset ${DATASET} is not available`);
  const applied = resolveFilters(dashboard, dataset, filters);
  const frame: Frame = {
    detail_id: dashboard.detailId,
    title: dashboard.title,
    description: dashboard.description,
    sample: dataset.sample,
    period: dataset.period,
    applied,
    filters: dashboard.filters.map((id) => ({
      id,
      label: FILTER_LABELS[id],
      options: (dataset.dimensions.find((d) => d.id === id)?.members ?? []).map((m) => m.key),
    })),
  };
  return dashboard.layout === 'territory'
    ? territory(engine, frame, dataset.period.first)
    : economicTrends(engine, frame, dataset.period.first);
}
