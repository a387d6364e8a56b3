import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

/** Login required: the router puts these under RequireLogin. territory-wizard?file={id} opens a plan. */
export const territoryWizardGuardedRoutes: RouteObject[] = [
  {
    path: 'territory-wizard',
    handle: {
      meta: { title: 'USMTO Territory Wizard', description: 'Build and balance sales territories', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/territory-wizard-page.tsx')).TerritoryWizardPage }),
  },
];
