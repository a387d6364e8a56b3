// POST api/passport/contacts/search: name, title, company, place, or zip + radius; a page of results.
import {
  PASSPORT_PATHS,
  type SearchContactsBody,
  type SearchContactsResponse,
  searchContactsResponse,
} from '@mti/contracts/passport/passport-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function searchContactsQuery(body: SearchContactsBody) {
  return queryOptions({
    queryKey: passportKeys.search(body),
    queryFn: ({ signal }) =>
      apiPost<SearchContactsResponse>(PASSPORT_PATHS.searchContacts, body, {
        schema: searchContactsResponse,
        errorPages: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
