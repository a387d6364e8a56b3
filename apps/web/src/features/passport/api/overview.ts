// GET api/passport/overview and overview/demographics: a show year's totals, top lists and map
// counts, and one map region's demographics.
import {
  type DemographicsQuery,
  type DemographicsResponse,
  demographicsResponse,
  type OverviewResponse,
  overviewResponse,
  PASSPORT_PATHS,
} from '@mti/contracts/passport/passport-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function overviewQuery(showYear: string) {
  return queryOptions({
    queryKey: passportKeys.overview(showYear),
    queryFn: ({ signal }) =>
      apiGet<OverviewResponse>(PASSPORT_PATHS.overview, {
        query: { show_year: showYear },
        schema: overviewResponse,
        errorPages: false,
        signal,
      }),
  });
}

export function demographicsQuery(query: DemographicsQuery) {
  return queryOptions({
    queryKey: passportKeys.demographics(query.show_year, query.region_kind, query.region),
    queryFn: ({ signal }) =>
      apiGet<DemographicsResponse>(PASSPORT_PATHS.overviewDemographics, {
        query,
        schema: demographicsResponse,
        errorPages: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
