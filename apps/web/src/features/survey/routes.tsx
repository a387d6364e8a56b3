import type { RouteObject } from 'react-router';

/** Login required: the router puts these under RequireLogin. */
export const surveyGuardedRoutes: RouteObject[] = [
  {
    path: 'surveyApp',
    lazy: async () => ({ Component: (await import('./routes/survey-app-page.tsx')).SurveyAppPage }),
  },
  {
    path: 'surveyApp/admin',
    lazy: async () => ({ Component: (await import('./routes/survey-admin-page.tsx')).SurveyAdminPage }),
  },
  {
    path: 'productData',
    lazy: async () => ({ Component: (await import('./routes/product-data-page.tsx')).ProductDataPage }),
  },
];
