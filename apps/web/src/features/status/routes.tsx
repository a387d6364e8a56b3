import type { RouteObject } from 'react-router';

const page = (name: keyof typeof import('./routes/status-pages.tsx')) => ({
  lazy: async () => ({ Component: (await import('./routes/status-pages.tsx'))[name] }),
});

export const statusRoutes: RouteObject[] = [
  { path: '400', ...page('BadRequestPage') },
  { path: '401', ...page('UnauthorizedPage') },
  { path: '403', ...page('ForbiddenPage') },
  { path: '404', ...page('NotFoundPage') },
  { path: '500', ...page('ServerErrorPage') },
  { path: '505', ...page('UnknownErrorPage505') },
  { path: 'unknown-error', ...page('UnknownErrorPage') },
  { path: 'session-expired', ...page('SessionExpiredPage') },
  { path: 'missing-id', ...page('MissingIdPage') },
  { path: 'success', ...page('SuccessPage') },
];
