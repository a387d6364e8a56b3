// GET /analytics/api/territories/files: the caller's plans and those shared with them.
import { territoryFileList } from '@mti/contracts/territory-wizard/territory-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { territoryQueryKeys } from './territory-query-keys.ts';

export const plansQuery = () =>
  queryOptions({
    queryKey: territoryQueryKeys.plans,
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet('/analytics/api/territories/files', { schema: territoryFileList, errorPages: false, signal }),
      ),
  });
