// POST mtprospects/transaction/{tuid}/processpnref (the saved card) and .../processcc (a new card).
// The server charges its own amount once, however often this is sent; amt tells it what the page
// showed, so that a changed total is refused instead of charged.
import type { NewCardPayload } from '@mti/contracts/account/card-form';
import {
  type ProspectTransaction,
  type PurchaseResponse,
  purchaseResponse,
} from '@mti/contracts/prospects/prospects-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, HttpError } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { prospectTransactionQueryKey } from './get-prospect-transaction.ts';
import { purchasedDownloadsQueryKey } from './get-purchased-downloads.ts';

const ALREADY_PROCESSED_CODE = 'already_processed';

export type Payment = { kind: 'saved-card' } | { kind: 'new-card'; card: NewCardPayload };

export function usePayForTransaction(tuid: string, transaction: ProspectTransaction | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) => {
      const order = { amt: transaction?.amount, comment: transaction?.comment };
      const base = `mtprospects/transaction/${encodeURIComponent(tuid)}`;
      const options = { schema: purchaseResponse, errorPages: false } as const;
      return payment.kind === 'saved-card'
        ? apiPost<PurchaseResponse>(`${base}/processpnref`, order, options)
        : apiPost<PurchaseResponse>(`${base}/processcc`, { ...payment.card, ...order }, options);
    },
    // The page moves on at once: what changed is marked stale, to be fetched when next shown.
    onSuccess: () => {
      for (const queryKey of [
        prospectTransactionQueryKey(tuid),
        [SESSION_QUERY_SCOPE, 'orders'],
        purchasedDownloadsQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
    // Paid meanwhile (another tab): the page then shows it as processed.
    onError: (error) => {
      if (error instanceof HttpError && error.code === ALREADY_PROCESSED_CODE) {
        void queryClient.invalidateQueries({ queryKey: prospectTransactionQueryKey(tuid) });
      }
    },
  });
}
