// The site search (spec §2 custom-google; decision 048): open to everyone, who find what they may see.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

export const contentRoutes: RouteObject[] = [
  {
    path: 'custom-google',
    handle: {
      meta: { title: 'Search', description: 'Search the pages, help and legal texts of MTI Portal', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/site-search-page.tsx')).SiteSearchPage }),
  },
];
