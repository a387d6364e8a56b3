import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. */
export const marketsGuardedRoutes: RouteObject[] = [
  {
    // The launcher card's url ({role}-{urlKey}): this app's own page, ahead of the analyzer's analytics/viewer/:app.
    path: 'analytics/viewer/mapus-markets',
    handle: {
      meta: { title: 'Map U.S. Markets', description: 'U.S. manufacturing markets by state and county', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/markets-page.tsx')).MarketsPage }),
  },
];
