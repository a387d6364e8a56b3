import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. apps/territory-wizard?file={id} opens a plan (the old site's /territory-wizard is a configured redirect to the marketing page). */
export const territoryWizardGuardedRoutes: RouteObject[] = [
  {
    path: 'apps/territory-wizard',
    handle: {
      meta: { title: 'USMTO Territory Wizard', description: 'Build and balance sales territories', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/territory-wizard-page.tsx')).TerritoryWizardPage }),
  },
];
