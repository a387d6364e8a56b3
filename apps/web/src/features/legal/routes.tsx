// Legal pages (spec §2): open to everyone and prerendered. The same texts open as popups from the
// terms dialogs (components/legal-popup-link.tsx).
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

const page = (
  name: 'PrivacyPolicyPage' | 'TermsOfUsePage' | 'TechTrendsTermsPage' | 'EconomicTrendsTermsPage' | 'GdprTermsPage',
) => ({
  lazy: async () => ({ Component: (await import('./routes/legal-pages.tsx'))[name] }),
});

export const legalRoutes: RouteObject[] = [
  {
    path: 'legal/privacy-policy',
    handle: {
      meta: {
        title: 'Privacy Policy',
        description: 'What personal information MTI Portal collects, why, who it is shared with and your choices.',
        prerender: true,
      },
    } satisfies RouteHandle,
    ...page('PrivacyPolicyPage'),
  },
  {
    path: 'legal/terms-of-use',
    handle: {
      meta: {
        title: 'Terms of Use',
        description:
          'The terms that govern the MTI Portal: logins, subscriptions, Exhibitor Passport seats, use of contacts, fees and liability.',
        prerender: true,
      },
    } satisfies RouteHandle,
    ...page('TermsOfUsePage'),
  },
  {
    path: 'legal/techtrends-terms',
    handle: {
      meta: {
        title: 'Technology Trends Supplemental Terms',
        description: 'Supplemental terms of the MTI Portal technology-trends service and its roadmaps.',
        prerender: true,
      },
    } satisfies RouteHandle,
    ...page('TechTrendsTermsPage'),
  },
  {
    path: 'legal/economic-trends-terms',
    handle: {
      meta: {
        title: 'Economic Trends Terms',
        description: 'Terms of the MTI Portal Economic Trends app: its leading indicators, forecasts and exports.',
        prerender: true,
      },
    } satisfies RouteHandle,
    ...page('EconomicTrendsTermsPage'),
  },
  {
    path: 'legal/gdpr-terms',
    handle: {
      meta: {
        title: 'GDPR Terms',
        description: 'How IMTS Exhibitor Passport users must handle contacts located in the European Union.',
        prerender: true,
      },
    } satisfies RouteHandle,
    ...page('GdprTermsPage'),
  },
];
