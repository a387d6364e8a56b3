// GET mti/orders (spec §7): the user's orders of the past 12 months.
import { type OrderRecord, ordersResponse } from '@mti/contracts/account/account-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, HttpError } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const ordersQueryKey = [SESSION_QUERY_SCOPE, 'orders'] as const;

export function ordersQuery() {
  return queryOptions({
    queryKey: ordersQueryKey,
    // A refusal (4xx) opens its status page at once; a server failure is tried once more first.
    retry: (count, error) => count < 1 && !(error instanceof HttpError && error.status < 500),
    queryFn: ({ signal }) => apiGet<OrderRecord[]>('mti/orders', { schema: ordersResponse, signal }),
  });
}
