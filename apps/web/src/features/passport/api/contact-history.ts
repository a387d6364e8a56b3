// GET api/passport/contacts/{id}/history: one person's registrations across shows and years.
import {
  type ContactHistoryResponse,
  contactHistoryResponse,
  PASSPORT_PATHS,
} from '@mti/contracts/passport/passport-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function contactHistoryQuery(contactId: number) {
  return queryOptions({
    queryKey: passportKeys.history(contactId),
    queryFn: ({ signal }) =>
      apiGet<ContactHistoryResponse>(PASSPORT_PATHS.contactHistory(contactId), {
        schema: contactHistoryResponse,
        errorPages: false,
        signal,
      }),
  });
}
