// Spec §2: on load, Home compares the current address with the configured old-to-new redirects
// (case-insensitively, with or without a trailing slash) and on a match replaces the address.
// The server answers the same old paths with a 301; this covers addresses that reach the app
// without a request, such as a link followed inside the app.
import { findRedirectTarget } from '@mti/contracts/content/redirects';
import { type SiteConfig, siteConfigResponse } from '@mti/contracts/content/site-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiGet } from '../../../lib/http.ts';
import { siteConfigQuery } from '../../../lib/site-config.ts';
import { redirectAddress } from '../islands/old-address-redirect-island.ts';

export function useOldAddressRedirect() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The shared configuration query, except that a failure leaves the visitor on Home (no redirect)
  // instead of opening the 500 page.
  const config = useQuery({
    ...siteConfigQuery(),
    queryFn: ({ signal }) =>
      apiGet<SiteConfig>('/assets/config/config.json', { schema: siteConfigResponse, signal, errorPages: false }),
  });
  const target = findRedirectTarget(config.data?.redirectUrls, pathname);

  useEffect(() => {
    if (!target) return;
    if (/^https?:\/\//i.test(target)) {
      window.location.replace(target);
      return;
    }
    navigate(redirectAddress(target, search, hash), { replace: true });
  }, [target, search, hash, navigate]);
}
