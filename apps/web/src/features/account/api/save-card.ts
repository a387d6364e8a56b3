// POST mti/payment/addcc (spec §7): adds the card, or replaces the stored one. The card goes to the
// server once, over this call only; the page keeps nothing of it afterwards.
import { addCardResponse, type PaymentRecord } from '@mti/contracts/account/account-api';
import type { NewCardPayload } from '@mti/contracts/account/card-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http.ts';
import { storedCardQueryKey } from '../../../lib/shared-query-keys.ts';

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    // Spec §8: payment errors are shown on the form as 'Error : {msg}', not as a status page.
    mutationFn: (payload: NewCardPayload) =>
      apiPost<PaymentRecord>('mti/payment/addcc', payload, { schema: addCardResponse, errorPages: false }),
    onSuccess: (saved) => queryClient.setQueryData(storedCardQueryKey, saved),
  });
}
