// My dashboards (/analytics/api/my-dashboards): the list, one dashboard, the saved analyses to pin,
// create and save; and a tile's figures from the analyzer's own query.

import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { analysisResult, datasetsResponse } from '@mti/contracts/analytics/analyzer-api';
import {
  type MyDashboardFileInput,
  myDashboardList,
  myDashboardResponse,
  myDashboardSummary,
  pinnableAnalyses,
} from '@mti/contracts/dashboards/my-dashboard-file';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';

const BASE = '/analytics/api/my-dashboards';
const keys = {
  all: [SESSION_QUERY_SCOPE, 'my-dashboards'] as const,
  one: (id: string) => [SESSION_QUERY_SCOPE, 'my-dashboards', id] as const,
};
const call = { errorPages: false } as const;

export const myDashboardsQuery = () =>
  queryOptions({
    queryKey: keys.all,
    queryFn: ({ signal }) => withAnalyticsSession(() => apiGet(BASE, { schema: myDashboardList, ...call, signal })),
    retry: false,
  });

export const myDashboardQuery = (id: string) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet(`${BASE}/${encodeURIComponent(id)}`, { schema: myDashboardResponse, ...call, signal }),
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const pinnableAnalysesQuery = () =>
  queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'my-dashboards-analyses'],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() => apiGet(`${BASE}/analyses`, { schema: pinnableAnalyses, ...call, signal })),
    retry: false,
  });

export const tileDatasetsQuery = () =>
  queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'my-dashboards-datasets'],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet('/analytics/api/analyzer/datasets', { schema: datasetsResponse, ...call, signal }),
      ),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** A tile's figures: the analyzer's query for its analysis under the dashboard's filters. */
export const tileFiguresQuery = (definition: AnalysisDefinitionInput) =>
  queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'my-dashboards-tile', definition],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiPost('/analytics/api/analyzer/query', { definition }, { schema: analysisResult, ...call, signal }),
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope }),
    ]);
}

export function useCreateMyDashboard() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ fileName, content }: { fileName: string; content: MyDashboardFileInput }) =>
      withAnalyticsSession(() =>
        apiPost(BASE, { file_name: fileName, overwrite: false, content }, { schema: myDashboardSummary, ...call }),
      ),
    onSuccess: invalidate,
  });
}

export function useSaveMyDashboard() {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: MyDashboardFileInput }) =>
      withAnalyticsSession(() =>
        apiPut(`${BASE}/${encodeURIComponent(id)}`, { content }, { schema: myDashboardResponse, ...call }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.one(saved.file.id), saved);
      await invalidate();
    },
  });
}
