// Public marketing routes (spec §2): Home, the nine marketing pages, support, and the pages the
// product-news e-mails link to. Every page loads lazily; public ones are prerendered at build time.
import type { RouteObject } from 'react-router';
import {
  homeMeta,
  type MarketingPageSlug,
  marketingPageMeta,
  marketingSlugs,
  supportMeta,
} from '../../content/marketing/page-meta.ts';
import type { RouteHandle } from '../../lib/page-meta.ts';
import type { MarketingRouteHandle } from './marketing-route-handle.ts';

const home = { lazy: async () => ({ Component: (await import('./routes/home-page.tsx')).HomePage }) };

function marketingPageRoute(slug: MarketingPageSlug): RouteObject {
  const { name, summary } = marketingPageMeta[slug];
  const handle: MarketingRouteHandle = { meta: { title: name, description: summary, prerender: true }, slug };
  return {
    path: slug,
    handle,
    lazy: async () => ({ Component: (await import('./routes/marketing-page.tsx')).MarketingRoutePage }),
  };
}

/** Home is also the spec's fallback for the empty path and for unknown paths. */
export const marketingRoutes: RouteObject[] = [
  { index: true, handle: { meta: { ...homeMeta, prerender: true } } satisfies RouteHandle, ...home },
  ...marketingSlugs.map(marketingPageRoute),
  {
    path: 'support',
    handle: { meta: { ...supportMeta, prerender: true } } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/support-page.tsx')).SupportPage }),
  },
  {
    path: 'subscribe/confirm/:token',
    handle: {
      meta: { title: 'Confirm your subscription', description: 'Product-news subscription', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/subscription-link-page.tsx')).ConfirmSubscriptionPage,
    }),
  },
  {
    path: 'subscribe/unsubscribe/:token',
    handle: {
      meta: { title: 'Unsubscribe', description: 'Product-news subscription', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/subscription-link-page.tsx')).UnsubscribePage }),
  },
];

export const homeFallbackRoute: RouteObject = {
  path: '*',
  handle: { meta: homeMeta } satisfies RouteHandle,
  ...home,
};
