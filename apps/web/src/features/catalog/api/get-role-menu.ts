// GET mti/products/{role} (spec §7): the menu groups of one product role, for the app dropdown.
import { type MenuGroup, roleMenuResponse } from '@mti/contracts/catalog/catalog-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function roleMenuQuery(role: string) {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'product-menu', role],
    queryFn: ({ signal }) =>
      apiGet<MenuGroup[]>(`mti/products/${encodeURIComponent(role)}`, { schema: roleMenuResponse, signal }),
    staleTime: 5 * 60_000,
  });
}
