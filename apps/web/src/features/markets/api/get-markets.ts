// GET /analytics/api/markets/choropleth and /regions/{region}/industries: Map U.S. Markets' figures.
import {
  type ChoroplethQuery,
  choroplethResponse,
  type MarketMeasure,
  regionIndustriesResponse,
} from '@mti/contracts/markets/markets-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function choroplethQuery(query: ChoroplethQuery) {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'markets-choropleth', query],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet('/analytics/api/markets/choropleth', {
          query: query as Record<string, string>,
          schema: choroplethResponse,
          errorPages: false,
          signal,
        }),
      ),
    retry: false,
    // A new industry or measure keeps the previous map on screen until its figures arrive.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function regionIndustriesQuery(region: string, measure: MarketMeasure, year: string) {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'markets-region', region, measure, year],
    queryFn: ({ signal }) =>
      withAnalyticsSession(() =>
        apiGet(`/analytics/api/markets/regions/${encodeURIComponent(region)}/industries`, {
          query: { measure, year },
          schema: regionIndustriesResponse,
          errorPages: false,
          signal,
        }),
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
