import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

const handle = {
  meta: { title: 'Analyzer', description: 'Analyse your datasets', noindex: true },
} satisfies RouteHandle;
const lazy = async () => ({ Component: (await import('./routes/viewer-route.tsx')).ViewerRoute });

/** Login required: the router puts these under RequireLogin. */
export const analyticsGuardedRoutes: RouteObject[] = [
  { path: 'analytics/viewer/:app', handle, lazy },
  { path: 'analyzer/viewer/:app', handle, lazy },
  // A saved analysis's shareable address: its file id, then its name as a slug (decision 054).
  { path: 'analyzer/viewer/:app/:slug', handle, lazy },
];
