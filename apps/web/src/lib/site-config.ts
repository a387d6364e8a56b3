// The main configuration (spec §3, `GET assets/config/config.json`): support phone and e-mail,
// the decommission date, the state list, old-to-new redirects and the e-mail tool's logout URL.
import { type SiteConfig, siteConfigResponse } from '@mti/contracts/content/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './http.ts';

export function siteConfigQuery() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiGet<SiteConfig>('/assets/config/config.json', { schema: siteConfigResponse, signal }),
    // Loaded once per visit (spec §3: "loaded at start").
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSiteConfig() {
  return useQuery(siteConfigQuery());
}
