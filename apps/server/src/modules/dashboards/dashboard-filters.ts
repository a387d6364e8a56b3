// A dashboard's filters: the period and members a request asks for, checked against what the
// dashboard offers and the dataset holds, and the frame (titles, offered filters) around the figures.
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { addMonths } from '@mti/contracts/common/month';
import {
  DASHBOARD_MEMBER_FILTERS,
  DASHBOARD_MSG,
  type DashboardData,
  type DashboardFilters,
  type DashboardMemberFilter,
} from '@mti/contracts/dashboards/dashboards-api';
import { badRequest } from '../../platform/errors.ts';
import type { DashboardDef } from './dashboard-definitions.ts';
import type { MemberFilters } from './dashboard-sums.ts';

export type Applied = DashboardData['applied'];
/** Everything of a dashboard's answer but its figures. */
export type Frame = Omit<DashboardData, 'kpis' | 'trend' | 'breakdown' | 'map' | 'arrows'>;

const FILTER_LABELS: Record<DashboardMemberFilter, string> = {
  region: 'Region',
  state: 'State',
  category: 'Product category',
  industry: 'Customer industry',
  indicator: 'Indicator',
};

export function resolveFilters(
  dashboard: DashboardDef,
  dataset: DatasetDescription,
  filters: DashboardFilters,
): Applied {
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
  const applied: Applied = { from, to, region: null, state: null, category: null, industry: null, indicator: null };
  for (const id of DASHBOARD_MEMBER_FILTERS) {
    const value = filters[id];
    if (value === undefined) continue;
    if (!dashboard.filters.includes(id) && !dashboard.crossFilters.includes(id))
      throw badRequest('invalid_input', DASHBOARD_MSG.filterNotOffered, `filters.${id}`);
    const options = dataset.dimensions.find((d) => d.id === id)?.members ?? [];
    if (!options.some((m) => m.key === value))
      throw badRequest('invalid_input', DASHBOARD_MSG.badFilter, `filters.${id}`);
    applied[id] = value;
  }
  return applied;
}

/** The applied member filters for sumsBy, optionally without one (a mix shown across all its members). */
export function memberFiltersOf(applied: Applied, without?: DashboardMemberFilter): MemberFilters {
  const out: MemberFilters = {};
  for (const id of DASHBOARD_MEMBER_FILTERS) {
    const value = applied[id];
    if (value && id !== without) out[id] = value;
  }
  return out;
}

export function frameOf(dashboard: DashboardDef, dataset: DatasetDescription, applied: Applied): Frame {
  return {
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
}
