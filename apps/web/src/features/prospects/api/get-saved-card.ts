// GET mti/payment/ (spec §7, the prospect flow's spelling): the saved card, or an empty object.
import { type StoredCardResponse, storedCardResponse } from '@mti/contracts/account/account-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { storedCardQueryKey } from '../../../lib/shared-query-keys.ts';

export function savedCardQuery() {
  return queryOptions({
    // The same key as My Account's stored card: one cache entry for the one card.
    queryKey: storedCardQueryKey,
    queryFn: ({ signal }) =>
      apiGet<StoredCardResponse>('mti/payment/', { schema: storedCardResponse, errorPages: false, signal }),
  });
}
