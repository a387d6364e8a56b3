// GET mti/payment (spec §7): the stored card, or an empty object.
import { type StoredCardResponse, storedCardResponse } from '@mti/contracts/account/account-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { storedCardQueryKey } from '../../../lib/shared-query-keys.ts';

export function storedCardQuery() {
  return queryOptions({
    queryKey: storedCardQueryKey,
    queryFn: ({ signal }) => apiGet<StoredCardResponse>('mti/payment', { schema: storedCardResponse, signal }),
  });
}
