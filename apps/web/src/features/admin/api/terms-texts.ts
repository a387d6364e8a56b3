// Console › Catalogue › Terms texts (decision 078): the console list terms-texts (each terms key with
// its version, console-list.ts), GET …/:termsKey (the text and its history), POST …/:termsKey (publish a new
// version). After a publish the lists reload; members' launchers ask again on their next load.
import { type TermsTextDetail, termsTextDetail } from '@mti/contracts/admin/console-terms';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { consoleListKey } from './console-list.ts';

const termsTextsKey = [SESSION_QUERY_SCOPE, 'admin-console', 'terms-texts'] as const;

export const TERMS_TEXT_LIST = 'terms-texts';

export const termsTextQuery = (termsKey: string) =>
  queryOptions({
    queryKey: [...termsTextsKey, termsKey],
    queryFn: ({ signal }) =>
      apiGet<TermsTextDetail>(`admin/console/terms-texts/${encodeURIComponent(termsKey)}`, {
        schema: termsTextDetail,
        signal,
      }),
  });

export function usePublishTermsText(termsKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { version: number; body: string }) =>
      apiPost<TermsTextDetail>(`admin/console/terms-texts/${encodeURIComponent(termsKey)}`, change, {
        schema: termsTextDetail,
        errorPages: false,
      }),
    onSuccess: (detail) => {
      client.setQueryData([...termsTextsKey, termsKey], detail);
      client.invalidateQueries({ queryKey: termsTextsKey });
      client.invalidateQueries({ queryKey: consoleListKey(TERMS_TEXT_LIST) });
      client.invalidateQueries({ queryKey: consoleListKey('terms-acceptances') });
    },
  });
}
