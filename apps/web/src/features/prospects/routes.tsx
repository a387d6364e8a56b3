import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. */
export const prospectsGuardedRoutes: RouteObject[] = [
  {
    path: 'prospects/:tuid',
    handle: {
      meta: { title: 'Your Order', description: 'Pay for your download', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/prospect-order-page.tsx')).ProspectOrderPage }),
  },
  // The prospect's download history, where a paid order lands (its app's appurl). A static path:
  // it outranks the analyzer viewer's `analyzer/viewer/:app`, so both can live side by side.
  {
    path: 'analyzer/viewer/mtprospect-downloads',
    handle: {
      meta: { title: 'Your downloads', description: 'The downloads you have bought', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/download-history-page.tsx')).DownloadHistoryPage }),
  },
];
