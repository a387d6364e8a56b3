// GET /analytics/api/analyzer/status: is the engine's copy of the datasets there, and how far its
// load is. Asked often while a load runs (to show the progress), rarely once the data is ready (to
// notice a reload of new data).
import {
  ANALYTICS_LOADING_CODE,
  type EngineStatusResponse,
  engineStatusResponse,
} from '@mti/contracts/analytics/analyzer-api';
import { queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet, HttpError } from '../../../lib/http.ts';
import { engineStatusQueryKey } from './analyzer-query-keys.ts';

const WHILE_LOADING_MS = 1_000;
const WHILE_READY_MS = 30_000;

export function engineStatusQuery() {
  return queryOptions({
    queryKey: engineStatusQueryKey,
    queryFn: ({ signal }): Promise<EngineStatusResponse> =>
      withAnalyticsSession(() =>
        apiGet('/analytics/api/analyzer/status', { schema: engineStatusResponse, errorPages: false, signal }),
      ),
    refetchInterval: (query) => (query.state.data?.state === 'loading' ? WHILE_LOADING_MS : WHILE_READY_MS),
    retry: false,
  });
}

/** A call refused because the engine's first load still runs (503 analytics_loading): ask again once it is done. */
export function isStillLoading(error: unknown): boolean {
  return error instanceof HttpError && error.code === ANALYTICS_LOADING_CODE;
}
