import type { RouteObject } from 'react-router';

const page = <Name extends string>(load: () => Promise<Record<Name, React.ComponentType>>, name: Name) => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

/** Sign-in, sign-out and account recovery: open to everyone (spec §6). */
export const identityRoutes: RouteObject[] = [
  { path: 'login', ...page(() => import('./routes/login-page.tsx'), 'LoginPage') },
  { path: 'signin', ...page(() => import('./routes/sign-in-page.tsx'), 'SignInPage') },
  { path: 'login/callback', ...page(() => import('./routes/login-callback-page.tsx'), 'LoginCallbackPage') },
  { path: 'logout', ...page(() => import('./routes/logout-page.tsx'), 'LogoutPage') },
  { path: 'logout/callback', ...page(() => import('./routes/logout-callback-page.tsx'), 'LogoutCallbackPage') },
  { path: 'cdslogout/callback', ...page(() => import('./routes/logout-callback-page.tsx'), 'CdsLogoutCallbackPage') },
  { path: 'forgotpassword', ...page(() => import('./routes/forgot-password-page.tsx'), 'ForgotPasswordPage') },
  { path: 'forgotusername', ...page(() => import('./routes/forgot-username-page.tsx'), 'ForgotUsernamePage') },
  { path: 'resetpassword/:mtu', ...page(() => import('./routes/reset-password-page.tsx'), 'ResetPasswordPage') },
  { path: 'admin', ...page(() => import('./routes/admin-login-page.tsx'), 'AdminLoginPage') },
];

/** Login required: the router puts these under RequireLogin. */
export const identityGuardedRoutes: RouteObject[] = [
  { path: 'changepassword', ...page(() => import('./routes/change-password-page.tsx'), 'ChangePasswordPage') },
  { path: 'event-signon/:path', ...page(() => import('./routes/event-signon-page.tsx'), 'EventSignOnPage') },
];
