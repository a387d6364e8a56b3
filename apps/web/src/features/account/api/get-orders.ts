// GET mti/orders (spec §7): the user's orders of the past 12 months.
import { type OrderRecord, ordersResponse } from '@mti/contracts/account/account-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const ordersQueryKey = [SESSION_QUERY_SCOPE, 'orders'] as const;

export function ordersQuery() {
  return queryOptions({
    queryKey: ordersQueryKey,
    queryFn: ({ signal }) => apiGet<OrderRecord[]>('mti/orders', { schema: ordersResponse, signal }),
  });
}
