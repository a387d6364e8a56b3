import type { RouteObject } from 'react-router';

/** Login required: the router puts these under RequireLogin. */
export const catalogGuardedRoutes: RouteObject[] = [
  { path: 'myapps', lazy: async () => ({ Component: (await import('./routes/my-apps-page.tsx')).MyAppsPage }) },
];
