// The names of the cookies the server sets and of the anti-forgery header the page echoes, for
// both sides. Free of zod on purpose: the page's first script (boot.ts) and Home's islands read
// the login and XSRF cookies without loading the app.

/** Readable by the page (spec §3): `{name_id, is_valid}` as URL-encoded JSON. */
export const LOGIN_COOKIE = 'mti_login';
/** HttpOnly session cookie `${sessionId}.${secret}`; the secret rotates on every renewal. */
export const SESSION_COOKIE = 'mti_session';
/** HttpOnly cookie of the analytics session, path /analytics. */
export const ANALYTICS_SESSION_COOKIE = 'mti_analytics';

/** Anti-forgery token, readable by same-origin scripts, which echo it in XSRF_HEADER on writes. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header names are case-insensitive; Node hands them to the server in lower case. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
