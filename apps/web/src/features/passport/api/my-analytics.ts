// GET api/passport/analytics: the company's leads and opportunities of a show year, broken down.
import { type AnalyticsResponse, analyticsResponse, PASSPORT_PATHS } from '@mti/contracts/passport/passport-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function analyticsQuery(showYear: string) {
  return queryOptions({
    queryKey: passportKeys.analytics(showYear),
    queryFn: ({ signal }) =>
      apiGet<AnalyticsResponse>(PASSPORT_PATHS.analytics, {
        query: { show_year: showYear },
        schema: analyticsResponse,
        errorPages: false,
        signal,
      }),
  });
}
