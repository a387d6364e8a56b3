// GET mti/products (spec §7): the signed-in user's apps.
import { type ProductRecord, productsResponse } from '@mti/contracts/catalog/catalog-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const productsQueryKey = [SESSION_QUERY_SCOPE, 'products'] as const;

export function productsQuery() {
  return queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) => apiGet<ProductRecord[]>('mti/products', { schema: productsResponse, signal }),
  });
}
