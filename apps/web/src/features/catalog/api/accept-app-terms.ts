// PUT mti/acceptEula/{prefix} (spec §7): the user accepts one app's terms. The cached product
// list then no longer says so, and is cleared (spec §4).
import { appTermsKey } from '@mti/contracts/catalog/catalog-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/http.ts';
import { productsQueryKey } from './get-products.ts';

export function useAcceptAppTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appurl: string) => apiPut(`mti/acceptEula/${encodeURIComponent(appTermsKey(appurl))}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
