// POST /analytics/api/territories/figures: the figures of the plan as it stands on screen.
import { territoryFiguresResponse } from '@mti/contracts/territory-wizard/territory-api';
import type { TerritoryFile } from '@mti/contracts/territory-wizard/territory-file';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPost } from '../../../lib/http.ts';

export const planFiguresQuery = (plan: TerritoryFile) =>
  queryOptions({
    queryKey: ['territory-wizard', 'figures', plan],
    queryFn: () =>
      withAnalyticsSession(() =>
        apiPost('/analytics/api/territories/figures', plan, { schema: territoryFiguresResponse, errorPages: false }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
