import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';
import { paths } from '../../lib/paths.ts';

const meta = (title: string, description: string) =>
  ({ meta: { title: `${title} — IMTS Exhibitor Passport`, description, noindex: true } }) satisfies RouteHandle;

/** The bare address opens Overview, keeping ?show_year= when it has one. */
function PassportIndex() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.passport.overview, search }} replace />;
}

/** Login required: the router puts these under RequireLogin. The launcher card's appurl is `passport`. */
export const passportGuardedRoutes: RouteObject[] = [
  {
    path: 'passport',
    children: [
      // Outside the layout, which shows only the terms page (no outlet) until they are accepted.
      { index: true, Component: PassportIndex },
      // Administrators hold no seat: their screen is outside the layout too.
      {
        path: 'admin',
        handle: meta('Administration', 'Passport seats per company and forgotten requests'),
        lazy: async () => ({ Component: (await import('./routes/passport-admin-page.tsx')).PassportAdminPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./routes/passport-layout.tsx')).PassportLayout }),
        children: [
          {
            path: 'overview',
            handle: meta('Overview', 'Registrations, top industries and products, and the region maps'),
            lazy: async () => ({ Component: (await import('./routes/overview-page.tsx')).OverviewPage }),
          },
          {
            path: 'find-prospects',
            handle: meta('Find Prospects', 'Filter attendees by demographics and save the list'),
            lazy: async () => ({ Component: (await import('./routes/find-prospects-page.tsx')).FindProspectsPage }),
          },
          {
            path: 'search-contacts',
            handle: meta('Search Contacts', 'Find people by name, title, company, place or zip radius'),
            lazy: async () => ({ Component: (await import('./routes/search-contacts-page.tsx')).SearchContactsPage }),
          },
          {
            path: 'saved-filters',
            handle: meta('Saved Filters', 'Refresh, rename, delete and load your saved filters'),
            lazy: async () => ({ Component: (await import('./routes/saved-filters-page.tsx')).SavedFiltersPage }),
          },
          {
            path: 'saved-lists',
            handle: meta('Saved Lists', 'Rename, delete and export your saved lists'),
            lazy: async () => ({ Component: (await import('./routes/saved-lists-page.tsx')).SavedListsPage }),
          },
          {
            path: 'my-analytics',
            handle: meta('My Analytics', 'Your leads and opportunities, and the lead percent per product category'),
            lazy: async () => ({ Component: (await import('./routes/my-analytics-page.tsx')).MyAnalyticsPage }),
          },
          {
            path: 'territory-manager',
            handle: meta('Passport Territory Manager', "Divide attendees among your company's passport users"),
            lazy: async () => ({
              Component: (await import('./routes/territory-manager-page.tsx')).TerritoryManagerPage,
            }),
          },
          {
            path: 'campaigns',
            handle: meta('E-mail Campaigns', 'Create, proof, schedule and follow e-mail campaigns to your saved lists'),
            lazy: async () => ({ Component: (await import('./campaigns/routes/campaigns-page.tsx')).CampaignsPage }),
          },
          {
            path: 'campaigns/:campaignId',
            handle: meta('E-mail Campaign', 'Sender, list, e-mail, preview, proof and schedule of one campaign'),
            lazy: async () => ({ Component: (await import('./campaigns/routes/campaign-page.tsx')).CampaignPage }),
          },
          {
            path: 'contacts/:contactId',
            handle: meta('Contact', "A contact's history across shows and years"),
            lazy: async () => ({ Component: (await import('./routes/contact-page.tsx')).ContactPage }),
          },
        ],
      },
    ],
  },
];
