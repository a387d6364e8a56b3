// "Pin to dashboard" from the analyzer: the caller's dashboards to choose from, and the pin itself —
// a new last tile of an existing dashboard (POST …/{id}/tiles), or a new dashboard holding it.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import {
  MY_DASHBOARD_VERSION,
  myDashboardList,
  myDashboardResponse,
  myDashboardSummary,
  nextTileId,
} from '@mti/contracts/dashboards/my-dashboard-file';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';

const BASE = '/analytics/api/my-dashboards';
// The same key as My dashboards' list: a pin refreshes it there too.
const dashboardsKey = [SESSION_QUERY_SCOPE, 'my-dashboards'] as const;

export const dashboardsToPinQuery = () =>
  queryOptions({
    queryKey: dashboardsKey,
    queryFn: ({ signal }) =>
      withAnalyticsSession(() => apiGet(BASE, { schema: myDashboardList, errorPages: false, signal })),
    retry: false,
  });

export type PinRequest = {
  /** An existing dashboard's file id, or the name of a new one. */
  target: { id: string } | { newName: string };
  title: string;
  analysis: AnalysisDefinitionInput;
};

export function usePinToDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, title, analysis }: PinRequest): Promise<{ id: string; name: string }> =>
      withAnalyticsSession(async () => {
        if ('id' in target) {
          const saved = await apiPost(
            `${BASE}/${encodeURIComponent(target.id)}/tiles`,
            { title, analysis },
            { schema: myDashboardResponse, errorPages: false },
          );
          return saved.file;
        }
        const content = {
          version: MY_DASHBOARD_VERSION,
          title: target.newName,
          tiles: [{ id: nextTileId([]), title, analysis }],
        };
        const body = { file_name: target.newName, overwrite: false, content };
        return apiPost(BASE, body, { schema: myDashboardSummary, errorPages: false });
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardsKey }),
        queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope }),
      ]),
  });
}
