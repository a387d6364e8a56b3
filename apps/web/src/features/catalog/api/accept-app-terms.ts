// PUT mti/acceptEula/{prefix} (spec §7): the user accepts one app's terms, naming the version of the
// text the dialog showed (decision 078). The cached product list then no longer says so, and is
// cleared (spec §4); a refusal because the terms changed meanwhile re-reads the text.
import { appTermsKey } from '@mti/contracts/catalog/catalog-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { productsQueryKey } from './get-products.ts';

export function useAcceptAppTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appurl, version }: { appurl: string; version: number | null }) =>
      apiPut(`mti/acceptEula/${encodeURIComponent(appTermsKey(appurl))}`, version === null ? undefined : { version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
    onError: () => queryClient.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'app-terms'] }),
  });
}
