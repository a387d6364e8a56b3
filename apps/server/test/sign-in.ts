// Signing in from tests: the cookies and headers a browser would hold after POST mti/login.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { xsrfHeaders } from './build-test-app.ts';

/** The password of every demo account (apps/server/src/seed/identity-users.ts). */
export const DEMO_PASSWORD = 'MTInsight!2026';

export type SignedIn = {
  token: string;
  siteId: string;
  /** `{sessionId}.{secret}` of the HttpOnly session cookie. */
  session: string;
  sessionId: string;
  /** The anti-forgery token bound to this session. */
  xsrf: string;
  /** Cookie header for the session and its anti-forgery token. */
  cookie: string;
  /** Everything a signed-in page sends on a write: bearer, cookies and the anti-forgery header. */
  headers: Record<string, string>;
};

/** The value of a cookie the response set (undefined when it did not set it). */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** The signed-in state of a successful POST mti/login, mti/admin/login or PUT mti/resetPassword. */
export function signedInFrom(res: LightMyRequestResponse): SignedIn {
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; site_id: string };
  const session = setCookie(res, 'mti_session');
  const xsrf = setCookie(res, 'XSRF-TOKEN');
  if (!session || !xsrf) throw new Error('sign-in set no session or anti-forgery cookie');
  const cookie = `mti_session=${session}; XSRF-TOKEN=${xsrf}`;
  return {
    token: body.token,
    siteId: body.site_id,
    session,
    sessionId: session.split('.')[0] as string,
    xsrf,
    cookie,
    headers: { authorization: `Bearer ${body.token}`, cookie, 'x-xsrf-token': xsrf },
  };
}

/** Signs in through POST mti/login, as the sign-in page does. */
export async function signIn(app: FastifyInstance, userid: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/mti/login',
    headers: await xsrfHeaders(app),
    payload: { userid, password },
  });
  return signedInFrom(res);
}

/** A new password that meets the policy, for accounts that must change theirs. */
export const GATE_PASSWORD = 'Quill7Lathe!Arbor';

/**
 * Signs in and passes the session gates as the web would: a forced password change first (then
 * signs in again with the new password), then the terms of use. For tests that need newcomer's
 * or changeme's roles rather than their gates.
 */
export async function signInPastGates(app: FastifyInstance, userid: string): Promise<SignedIn> {
  const login = async (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mti/login',
      headers: await xsrfHeaders(app),
      payload: { userid, password },
    });
  let res = await login(DEMO_PASSWORD);
  // Changed by an earlier test of the same file.
  if (res.statusCode === 401) res = await login(GATE_PASSWORD);
  let signedIn = signedInFrom(res);
  if (res.json().force_password_change) {
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/mti/changePassword',
      headers: signedIn.headers,
      payload: { new_password: GATE_PASSWORD },
    });
    if (changed.statusCode !== 200) throw new Error(`changePassword failed: ${changed.statusCode} ${changed.body}`);
    res = await login(GATE_PASSWORD);
    signedIn = signedInFrom(res);
  }
  if (!res.json().has_signed_eula) {
    const accepted = await app.inject({ method: 'PUT', url: '/api/mti/acceptEula', headers: signedIn.headers });
    if (accepted.statusCode !== 200) throw new Error(`acceptEula failed: ${accepted.statusCode} ${accepted.body}`);
  }
  return signedIn;
}
