import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

const meta = (title: string): RouteHandle => ({
  meta: { title, description: 'Your MTI Portal account, payment method and orders', noindex: true },
});

/** Login required: the router puts these under RequireLogin. */
export const accountGuardedRoutes: RouteObject[] = [
  {
    path: 'myaccount',
    handle: meta('My Account'),
    lazy: async () => ({ Component: (await import('./routes/my-account-page.tsx')).MyAccountPage }),
  },
  {
    path: 'payment/:type',
    handle: meta('Payment Method'),
    lazy: async () => ({ Component: (await import('./routes/payment-method-page.tsx')).PaymentMethodPage }),
  },
];
