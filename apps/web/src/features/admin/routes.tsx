// The administrator console's routes (issue 19): login required; the console layout asks the
// server whether the user may enter. One child per section (console-sections.ts).
import { Navigate, type RouteObject } from 'react-router';

export const adminConsoleGuardedRoutes: RouteObject[] = [
  {
    path: 'admin/console',
    lazy: async () => ({ Component: (await import('./routes/console-layout.tsx')).ConsoleLayout }),
    children: [
      { index: true, element: <Navigate to="users" replace /> },
      {
        path: 'users',
        lazy: async () => ({ Component: (await import('./routes/users-page.tsx')).UsersPage }),
      },
      {
        path: 'users/:siteId',
        lazy: async () => ({ Component: (await import('./routes/user-page.tsx')).UserPage }),
      },
      {
        path: 'catalogue',
        lazy: async () => ({ Component: (await import('./routes/catalogue-page.tsx')).CataloguePage }),
      },
      {
        path: 'catalogue/apps/:appKey',
        lazy: async () => ({ Component: (await import('./routes/catalogue-app-page.tsx')).CatalogueAppPage }),
      },
      {
        path: 'maintenance',
        lazy: async () => ({ Component: (await import('./routes/maintenance-page.tsx')).MaintenancePage }),
      },
      {
        path: 'redirects',
        lazy: async () => ({ Component: (await import('./routes/redirects-page.tsx')).RedirectsPage }),
      },
      {
        path: 'passport',
        lazy: async () => ({ Component: (await import('./routes/passport-page.tsx')).PassportPage }),
      },
      {
        path: 'passport/forgotten',
        lazy: async () => ({ Component: (await import('./routes/forgotten-requests-page.tsx')).ForgottenRequestsPage }),
      },
      {
        path: 'passport/sending-caps',
        lazy: async () => ({ Component: (await import('./routes/sending-caps-page.tsx')).SendingCapsPage }),
      },
      {
        path: 'payments',
        lazy: async () => ({ Component: (await import('./routes/payments-page.tsx')).PaymentsPage }),
      },
      {
        path: 'payments/reconciliation',
        lazy: async () => ({
          Component: (await import('./routes/reconciliation-actions-page.tsx')).ReconciliationActionsPage,
        }),
      },
      {
        path: 'payments/orders/:id',
        lazy: async () => ({ Component: (await import('./routes/order-page.tsx')).OrderPage }),
      },
      {
        path: 'jobs',
        lazy: async () => ({ Component: (await import('./routes/jobs-page.tsx')).JobsPage }),
      },
      {
        path: 'configuration',
        lazy: async () => ({ Component: (await import('./routes/configuration-page.tsx')).ConfigurationPage }),
      },
      {
        path: 'audit-log',
        lazy: async () => ({ Component: (await import('./routes/audit-log-page.tsx')).AuditLogPage }),
      },
      {
        path: 'companies',
        lazy: async () => ({ Component: (await import('./routes/companies-page.tsx')).CompaniesPage }),
      },
      {
        path: 'companies/:companyId',
        lazy: async () => ({ Component: (await import('./routes/company-page.tsx')).CompanyPage }),
      },
      {
        path: 'texts',
        lazy: async () => ({ Component: (await import('./routes/texts-page.tsx')).TextsPage }),
      },
      {
        path: 'payments/prospect-transactions',
        lazy: async () => ({
          Component: (await import('./routes/prospect-transactions-page.tsx')).ProspectTransactionsPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./routes/section-not-available-page.tsx')).SectionNotAvailablePage,
        }),
      },
    ],
  },
];
