// The console's prospect-transaction calls (decision 070): the downloads that may be offered,
// creating a transaction (its payment link mailed by the server), sending its link again and
// cancelling an unpaid one (decision 074); the
// list goes through console-list.ts. After a change every console list loads again.
import {
  type CreateProspectTransactionBody,
  type ProspectDownloadOptions,
  prospectDownloadOptionsResponse,
  prospectTransactionResponse,
} from '@mti/contracts/admin/console-prospect-transactions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const PROSPECT_TRANSACTIONS_LIST = 'payments/prospect-transactions';
const base = `admin/console/${PROSPECT_TRANSACTIONS_LIST}`;

export function prospectDownloadsQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'prospect-downloads'],
    queryFn: ({ signal }) =>
      apiGet<ProspectDownloadOptions>(`${base}/downloads`, { schema: prospectDownloadOptionsResponse, signal }),
  });
}

const reloadLists = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] });

export function useCreateProspectTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProspectTransactionBody) =>
      apiPost(base, body, { schema: prospectTransactionResponse, errorPages: false }),
    onSuccess: () => reloadLists(client),
  });
}

export function useResendPaymentLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tuid: string) =>
      apiPost(
        `${base}/${encodeURIComponent(tuid)}/send-link`,
        {},
        { schema: prospectTransactionResponse, errorPages: false },
      ),
    onSuccess: () => reloadLists(client),
  });
}

export function useCancelProspectTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tuid, version }: { tuid: string; version: number }) =>
      apiPost(
        `${base}/${encodeURIComponent(tuid)}/cancel`,
        { version },
        { schema: prospectTransactionResponse, errorPages: false },
      ),
    onSuccess: () => reloadLists(client),
  });
}
