// The route table: each feature contributes its routes; every route module loads lazily.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { accountGuardedRoutes } from '../features/account/routes.tsx';
import { adminConsoleGuardedRoutes } from '../features/admin/routes.tsx';
import { analyticsGuardedRoutes } from '../features/analytics/routes.tsx';
import { catalogGuardedRoutes } from '../features/catalog/routes.tsx';
import { dashboardsGuardedRoutes } from '../features/dashboards/routes.tsx';
import { documentationGuardedRoutes } from '../features/documentation/routes.tsx';
import { filesGuardedRoutes } from '../features/files/routes.tsx';
import { prepareSessionForPage } from '../features/identity/api/renew-session.ts';
import { identityGuardedRoutes, identityRoutes } from '../features/identity/routes.tsx';
import { legalRoutes } from '../features/legal/routes.tsx';
import { homeFallbackRoute, marketingRoutes } from '../features/marketing/routes.tsx';
import { marketsGuardedRoutes } from '../features/markets/routes.tsx';
import { passportGuardedRoutes } from '../features/passport/routes.tsx';
import { prospectsGuardedRoutes } from '../features/prospects/routes.tsx';
import { statusRoutes } from '../features/status/routes.tsx';
import { surveyGuardedRoutes } from '../features/survey/routes.tsx';
import { territoryWizardGuardedRoutes } from '../features/territory-wizard/routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RequireLogin } from './require-login.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** The root route's id: a prerendered page hydrates with its (empty) loader data. */
export const ROOT_ROUTE_ID = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    // A reloaded signed-in page gets its access token (held in memory only) before anything asks.
    loader: async ({ request }) => {
      await prepareSessionForPage(new URL(request.url).pathname);
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: PageLoader,
    children: [
      ...marketingRoutes,
      ...legalRoutes,
      ...statusRoutes,
      ...identityRoutes,
      {
        Component: RequireLogin,
        children: [
          ...identityGuardedRoutes,
          ...catalogGuardedRoutes,
          ...documentationGuardedRoutes,
          ...filesGuardedRoutes, // myfiles, myfiles/{path}
          ...accountGuardedRoutes, // myaccount, payment/:type
          ...prospectsGuardedRoutes, // prospects/:tuid
          ...passportGuardedRoutes, // passport/{overview, find-prospects, ...}
          ...surveyGuardedRoutes, // surveyApp, surveyApp/admin, productData
          ...dashboardsGuardedRoutes, // tableau/viewer/:app?detailId=
          ...marketsGuardedRoutes, // analytics/viewer/mapus-markets: Map U.S. Markets
          ...analyticsGuardedRoutes, // analytics/viewer/:app, analyzer/viewer/:app
          ...territoryWizardGuardedRoutes, // apps/territory-wizard?file={id}
          ...adminConsoleGuardedRoutes, // admin/console/*: the administrator console (issue 19)
        ],
      },
      homeFallbackRoute,
    ],
  },
];

export function createAppRouter(options?: Parameters<typeof createBrowserRouter>[1]) {
  return createBrowserRouter(routes, options);
}
