// GET /analytics/api/territories/colleagues: the organisation's members to assign as reps.
import { colleagueList } from '@mti/contracts/territory-wizard/territory-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { territoryQueryKeys } from './territory-query-keys.ts';

export const colleaguesQuery = () =>
  queryOptions({
    queryKey: territoryQueryKeys.colleagues,
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet('/analytics/api/territories/colleagues', { schema: colleagueList, errorPages: false, signal }),
      ),
    staleTime: 5 * 60_000,
  });
