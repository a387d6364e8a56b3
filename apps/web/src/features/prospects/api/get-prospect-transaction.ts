// GET mtprospects/transaction/{tuid} (spec §7): amount, comment, is_processed, and the product.
import { type ProspectTransaction, prospectTransactionResponse } from '@mti/contracts/prospects/prospects-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const prospectTransactionQueryKey = (tuid: string) =>
  [SESSION_QUERY_SCOPE, 'prospect-transaction', tuid] as const;

export function prospectTransactionQuery(tuid: string) {
  return queryOptions({
    queryKey: prospectTransactionQueryKey(tuid),
    queryFn: ({ signal }) =>
      apiGet<ProspectTransaction>(`mtprospects/transaction/${encodeURIComponent(tuid)}`, {
        schema: prospectTransactionResponse,
        // Spec §8: prospect errors show as the page's 'Error : {msg}' banner.
        errorPages: false,
        signal,
      }),
  });
}
