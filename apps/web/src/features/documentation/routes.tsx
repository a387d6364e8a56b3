// Documentation (spec §2, login required): the help guide (the spec's eight tabs and Map U.S. Markets, 080), the AWT arrow indicator,
// the AGMA upload guide and the eight Exhibitor Passport pages. The router puts these under RequireLogin.
import type { RouteObject } from 'react-router';
import {
  agmaUploadGuideMeta,
  analyzerHelpMeta,
  awtArrowIndicatorMeta,
  mapUsMarketsHelpMeta,
} from '../../content/help/article-meta.ts';
import {
  type ExhibitorPassportHelpSlug,
  exhibitorPassportHelpMeta,
  exhibitorPassportHelpSlugs,
} from '../../content/help/exhibitor-passport/page-meta.ts';
import type { RouteHandle } from '../../lib/page-meta.ts';
import type { PassportHelpRouteHandle } from './passport-help-route-handle.ts';

function passportHelpRoute(slug: ExhibitorPassportHelpSlug): RouteObject {
  const { title, summary } = exhibitorPassportHelpMeta[slug];
  return {
    path: `documentation/exhibitor-passport/${slug}`,
    handle: {
      meta: { title: `${title} — Exhibitor Passport help`, description: summary },
      slug,
    } satisfies PassportHelpRouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/exhibitor-passport-help-page.tsx')).ExhibitorPassportHelpRoutePage,
    }),
  };
}

export const documentationGuardedRoutes: RouteObject[] = [
  {
    path: 'documentation/help-guide',
    handle: {
      meta: { title: 'Help guide', description: 'How to use MTI Portal and each of its apps.' },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/help-guide-page.tsx')).HelpGuidePage }),
  },
  {
    path: 'documentation/awt/awt-monthly-arrow-indicator',
    handle: {
      meta: { title: awtArrowIndicatorMeta.title, description: awtArrowIndicatorMeta.summary },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/article-pages.tsx')).AwtArrowIndicatorPage }),
  },
  {
    path: 'documentation/agma/agma-upload-step-by-step-guide',
    handle: {
      meta: { title: agmaUploadGuideMeta.title, description: agmaUploadGuideMeta.summary },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/article-pages.tsx')).AgmaUploadGuidePage }),
  },
  ...exhibitorPassportHelpSlugs.map(passportHelpRoute),
  {
    path: 'documentation/mapus/map-us-markets',
    handle: {
      meta: { title: mapUsMarketsHelpMeta.title, description: mapUsMarketsHelpMeta.summary },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/article-pages.tsx')).MapUsMarketsHelpPage }),
  },
  {
    path: 'documentation/analytics/analyzer',
    handle: {
      meta: { title: `${analyzerHelpMeta.title} — help`, description: analyzerHelpMeta.summary },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/article-pages.tsx')).AnalyzerHelpPage }),
  },
];
