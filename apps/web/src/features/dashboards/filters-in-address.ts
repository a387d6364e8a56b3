// A product dashboard's filters live in its address beside detailId: a chosen bar or state survives
// a trip to the analyzer and back, a reload, and a shared link.
import { type DashboardFilters, dashboardFilters } from '@mti/contracts/dashboards/dashboards-api';

const KEYS = ['from', 'to', 'region', 'state', 'category', 'industry', 'indicator'] as const;

/** The filters an address holds; an address with a filter the server would refuse holds none. */
export function filtersFromSearch(search: URLSearchParams): DashboardFilters {
  const found: Record<string, string> = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (value) found[key] = value;
  }
  const parsed = dashboardFilters.safeParse(found);
  return parsed.success ? parsed.data : {};
}

/** The address's search part for these filters, keeping what is not a filter (detailId). */
export function searchWithFilters(current: URLSearchParams, filters: DashboardFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
