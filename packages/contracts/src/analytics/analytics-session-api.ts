// The analytics service's single sign-on (spec §7): `GET mti/ssotoken` gives a one-time token,
// `GET /analytics/sso.jsp?token=…` exchanges it for the analytics session (answer: the text 'ok'),
// `GET /analytics/sso.jsp` checks the session, `GET /analytics/Logout` ends it.
import { z } from 'zod';

export const ssoTokenResponse = z.object({ token: z.string().min(1) });
export const ssoQuery = z.object({ token: z.string().max(200).optional() });

/** The whole answer of a successful exchange or check. */
export const SSO_OK = 'ok';
/** One-time tokens are good for this many seconds. */
export const SSO_TOKEN_TTL_SECONDS = 60;

/**
 * The code of a 401 from /analytics/... when there is no analytics session (or it ended with the
 * portal session): the client signs in to analytics again and repeats the call once. Not c0001,
 * which would end the portal session in the browser.
 */
export const ANALYTICS_SESSION_REQUIRED = 'analytics_session_required';
export const ANALYTICS_SESSION_REQUIRED_MSG = 'Your analytics session has ended. Please sign in again.';
/** The code of a refused exchange (unknown, used or expired token). */
export const SSO_TOKEN_REFUSED = 'sso_token_refused';
export const SSO_TOKEN_REFUSED_MSG = 'The single sign-on token is not valid. Please sign in again.';
