// The first contacts of the campaign's list: the preview fills merge fields for one of them.
import { listContactsResponse, PASSPORT_PATHS } from '@mti/contracts/passport/passport-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export function listContactsQuery(listId: number) {
  return queryOptions({
    queryKey: [...campaignKeys.all, 'list-contacts', listId] as const,
    queryFn: async ({ signal }) =>
      apiGet(PASSPORT_PATHS.listContacts(listId), {
        query: { page: 1, page_size: 25 },
        schema: listContactsResponse,
        errorPages: false,
        signal,
      }),
  });
}
