// GET /analytics/api/saved-analyses/{id}: a saved analysis named by its shareable address, the
// caller's own or one a colleague shares with their organisation (decision 075), with its definition.
import { savedAnalysisResponse } from '@mti/contracts/analytics/saved-analysis-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { savedAnalysisByIdQueryKey } from './analyzer-query-keys.ts';

export function savedAnalysisByIdQuery(id: string) {
  return queryOptions({
    queryKey: savedAnalysisByIdQueryKey(id),
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet(`/analytics/api/saved-analyses/${encodeURIComponent(id)}`, {
          schema: savedAnalysisResponse,
          errorPages: false,
          signal,
        }),
      ),
    // Asked again on every opening: a rename or a share since the last one changes what it says.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
