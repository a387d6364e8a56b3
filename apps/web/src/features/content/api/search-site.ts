// GET /api/content/search?q= (decision 048): the site search, as the signed-in user or anonymously.
import { type SiteSearchResponse, siteSearchResponse } from '@mti/contracts/content/site-search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function siteSearchQueryOptions(term: string) {
  return queryOptions({
    // In the session scope: signing in or out changes what a search finds.
    queryKey: [SESSION_QUERY_SCOPE, 'site-search', term],
    queryFn: ({ signal }) =>
      apiGet<SiteSearchResponse>('content/search', { query: { q: term }, schema: siteSearchResponse, signal }),
    enabled: term !== '',
    retry: false,
  });
}
