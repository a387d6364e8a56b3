// GET /analytics/api/repo/usage: what the user's files take (Recently deleted not counted) and
// their quota (decision 032). Under the files scope, so every write to the files refreshes it.
import { type StorageUsageResponse, storageUsageResponse } from '@mti/contracts/files/storage';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { storageUsageQueryKey } from './files-query-keys.ts';

export function storageUsageQuery() {
  return queryOptions({
    queryKey: storageUsageQueryKey,
    queryFn: ({ signal }): Promise<StorageUsageResponse> =>
      withAnalyticsSession(() =>
        apiGet('/analytics/api/repo/usage', { schema: storageUsageResponse, errorPages: false, signal }),
      ),
    // The meter is an aside: a failure leaves it out rather than retrying.
    retry: false,
  });
}
