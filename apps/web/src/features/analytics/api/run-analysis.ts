// POST /analytics/api/analyzer/query: the pivot of one definition. Keyed by the definition itself,
// so going back to an earlier layout is answered from the cache.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { type AnalysisResult, analysisResult } from '@mti/contracts/analytics/analyzer-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPost } from '../../../lib/http.ts';
import { analysisQueryKey } from './analyzer-query-keys.ts';

export function analysisQuery(definition: AnalysisDefinitionInput) {
  // The engine ignores how the result is drawn: switching the chart type asks nothing.
  const { chart: _drawnAs, ...shape } = definition;
  return queryOptions({
    queryKey: analysisQueryKey(shape),
    queryFn: ({ signal }): Promise<AnalysisResult> =>
      withAnalyticsSession(() =>
        apiPost('/analytics/api/analyzer/query', { definition }, { schema: analysisResult, errorPages: false, signal }),
      ),
    // The last table stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
  });
}
