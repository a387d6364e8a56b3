// GET mti/appTerms/{prefix} (added, decision 078): the current terms text of one of the user's apps,
// for the terms dialog. Read each time the dialog opens: a new version may have been published.
import { type AppTermsText, appTermsKey, appTermsText } from '@mti/contracts/catalog/catalog-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function appTermsQuery(appurl: string) {
  const prefix = appTermsKey(appurl);
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'app-terms', prefix] as const,
    queryFn: ({ signal }) =>
      apiGet<AppTermsText>(`mti/appTerms/${encodeURIComponent(prefix)}`, { schema: appTermsText, signal }),
    staleTime: 0,
  });
}
