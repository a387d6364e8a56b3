// POST api/passport/prospects/find: facet counts per tab, totals and a page of contacts.
import {
  type FindProspectsBody,
  type FindProspectsResponse,
  findProspectsResponse,
  PASSPORT_PATHS,
} from '@mti/contracts/passport/passport-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function findProspectsQuery(body: FindProspectsBody) {
  return queryOptions({
    queryKey: passportKeys.find(body),
    queryFn: ({ signal }) =>
      apiPost<FindProspectsResponse>(PASSPORT_PATHS.findProspects, body, {
        schema: findProspectsResponse,
        errorPages: false,
        signal,
      }),
    // The table keeps the previous results while the next ones come: counts change in place.
    placeholderData: keepPreviousData,
  });
}
