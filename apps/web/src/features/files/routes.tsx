import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. myfiles/* also matches myfiles itself. */
export const filesGuardedRoutes: RouteObject[] = [
  {
    path: 'myfiles/*',
    handle: {
      meta: { title: 'My Files', description: 'Your saved analyses and uploaded tables', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/my-files-page.tsx')).MyFilesPage }),
  },
];
