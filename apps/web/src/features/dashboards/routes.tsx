import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. */
export const dashboardsGuardedRoutes: RouteObject[] = [
  {
    // {app} is `{role}-{urlKey}`; the dashboard itself is named by the ?detailId= of the app url.
    path: 'tableau/viewer/:app',
    handle: {
      meta: { title: 'Dashboard', description: 'An embedded dashboard of your apps', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/dashboard-viewer-page.tsx')).DashboardViewerPage }),
  },
  {
    path: 'my-dashboards',
    handle: {
      meta: { title: 'My dashboards', description: 'Your dashboards of saved analyses', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/my-dashboards-page.tsx')).MyDashboardsPage }),
  },
  {
    path: 'my-dashboards/:id',
    handle: {
      meta: { title: 'My dashboard', description: 'A dashboard of your saved analyses', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/my-dashboard-page.tsx')).MyDashboardPage }),
  },
];
