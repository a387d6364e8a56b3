// GET /analytics/api/saved-analyses/by-path/{colon:path}: the caller's own saved analysis opened by
// the spec's path form (My Files' link), named by id with its share, so that its owner can share it
// from there as from its shareable address (decision 080).
import { savedAnalysisSummary } from '@mti/contracts/analytics/saved-analysis-api';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { savedAnalysisAtPathQueryKey } from './analyzer-query-keys.ts';

/** `path` with '/' (`/home/{timss_customer}/Reports/Q1.xanalyzer`). */
export function savedAnalysisAtPathQuery(path: string) {
  return queryOptions({
    queryKey: savedAnalysisAtPathQueryKey(path),
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet(`/analytics/api/saved-analyses/by-path/${encodeRepositoryPath(path)}`, {
          schema: savedAnalysisSummary,
          errorPages: false,
          signal,
        }),
      ),
    // Asked again on every opening, as by id: a share since the last one changes what it says.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
