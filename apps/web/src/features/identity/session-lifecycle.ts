// What the browser does when a session begins (sign-in, admin sign-in, password reset) and ends
// (logout callback): the token in memory, the cached user data, and where the user goes next.
import type { SessionResponse } from '@mti/contracts/identity/identity-api';
import type { QueryClient } from '@tanstack/react-query';
import { signInToAnalytics } from '../../lib/analytics-session.ts';
import { paths } from '../../lib/paths.ts';
import { clearSession, SESSION_QUERY_SCOPE, sessionChanged, setAccessToken } from '../../lib/session.ts';

/** Holds the new session's token and forgets any earlier user's cached data. */
export function beginSession(queryClient: QueryClient, session: SessionResponse) {
  queryClient.removeQueries({ queryKey: [SESSION_QUERY_SCOPE] });
  // A profile still provisioning gets no session and an empty token (login/callback shows missing-id).
  setAccessToken(session.is_valid && session.token ? session.token : null);
  sessionChanged();
}

type SignInFlags = Pick<SessionResponse, 'force_password_change' | 'has_signed_eula'>;

/**
 * Spec §4 (password reset, admin login): a forced password change comes first; unsigned terms
 * wait for the terms modal (it opens on whatever page comes next, and signs in to analytics on
 * Accept); otherwise the analytics sign-in runs and the user goes on.
 */
export function pathAfterSignIn(flags: SignInFlags, returnUrl: string | null): string {
  if (flags.force_password_change) return paths.changePassword;
  if (flags.has_signed_eula) void signInToAnalytics();
  return returnUrl ?? paths.myApps;
}

/** Forgets the user, their products and product details, and the session itself. */
export function forgetSession(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: [SESSION_QUERY_SCOPE] });
  clearSession();
}
