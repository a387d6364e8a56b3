// GET /analytics/api/repos/{colon:path}/content of a .xanalyzer file: its analysis definition.
import { type AnalysisDefinitionInput, analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { savedAnalysisQueryKey } from './analyzer-query-keys.ts';

/** `path` with '/' (`/home/{timss_customer}/Reports/Q1.xanalyzer`). */
export function savedAnalysisQuery(path: string) {
  return queryOptions({
    queryKey: savedAnalysisQueryKey(path),
    queryFn: ({ signal }): Promise<AnalysisDefinitionInput> =>
      withAnalyticsSession(async () => {
        const content = await apiGet(`/analytics/api/repos/${encodeRepositoryPath(path)}/content`, {
          errorPages: false,
          signal,
        });
        // The file holds the definition as saved (defaults filled in); an unreadable one is refused here.
        return analysisDefinition.parse(typeof content === 'string' ? JSON.parse(content) : content);
      }),
    // The editor owns the definition once loaded: a refetch would not replace the user's edits anyway.
    staleTime: Number.POSITIVE_INFINITY,
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
  });
}
