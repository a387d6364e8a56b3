// GET /analytics/api/analyzer/datasets: the datasets the user is entitled to (subscription and app role).
import { type DatasetDescription, datasetsResponse } from '@mti/contracts/analytics/analyzer-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { datasetsQueryKey } from './analyzer-query-keys.ts';

export function datasetsQuery() {
  return queryOptions({
    queryKey: datasetsQueryKey,
    queryFn: ({ signal }): Promise<DatasetDescription[]> =>
      withAnalyticsSession(async () => {
        const answer = await apiGet('/analytics/api/analyzer/datasets', {
          schema: datasetsResponse,
          errorPages: false,
          signal,
        });
        return answer.datasets;
      }),
    staleTime: 5 * 60_000,
    // Each opening of the analyzer asks again (the cached list shows meanwhile): a table uploaded in
    // My Files since is a dataset of its own and belongs under My uploads at once.
    refetchOnMount: 'always',
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
  });
}
