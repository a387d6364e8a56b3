// GET /analytics/api/repo/tables: the user's uploaded CSV and XLSX files, as tables to blend.
import { type UserTableDescription, userTablesResponse } from '@mti/contracts/files/repository-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { userTablesQueryKey } from './analyzer-query-keys.ts';

export function userTablesQuery() {
  return queryOptions({
    queryKey: userTablesQueryKey,
    queryFn: ({ signal }): Promise<UserTableDescription[]> =>
      withAnalyticsSession(async () => {
        const { tables } = await apiGet('/analytics/api/repo/tables', {
          schema: userTablesResponse,
          errorPages: false,
          signal,
        });
        return tables;
      }),
    // No automatic retry: withAnalyticsSession already repeats the call once after signing in again,
    // and the screen shows a failure at once with its own way to try again.
    retry: false,
  });
}
