import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. Member contributions (issue 17). */
export const contributionsGuardedRoutes: RouteObject[] = [
  {
    path: 'contributions/agma',
    handle: {
      meta: { title: 'AGMA MMTR upload', description: 'Upload the AGMA monthly market trends report', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/agma-page.tsx')).AgmaPage }),
  },
  {
    path: 'contributions/usmto-advance',
    handle: {
      meta: {
        title: 'USMTO in Advance',
        description: 'Submit the month’s orders and see the advance report',
        noindex: true,
      },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/usmto-advance-page.tsx')).UsmtoAdvancePage }),
  },
];
