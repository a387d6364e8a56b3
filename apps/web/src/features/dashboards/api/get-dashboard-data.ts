// POST /analytics/api/dashboards/data: a dashboard's figures for its ticket and the chosen filters.
import { type DashboardFilters, dashboardData } from '@mti/contracts/dashboards/dashboards-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPost } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function dashboardDataQuery(detailId: string, content: string, filters: DashboardFilters) {
  return queryOptions({
    // With the ticket in the key, a renewed ticket (after an expired one) fetches the figures again.
    queryKey: [SESSION_QUERY_SCOPE, 'dashboard-data', detailId, content, filters],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiPost(
          '/analytics/api/dashboards/data',
          { content, filters },
          { schema: dashboardData, errorPages: false, signal },
        ),
      ),
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
    // Changing a filter keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
