// Signing in to the analytics service from tests, as the page does after sign-in: GET mti/ssotoken,
// then GET /analytics/sso.jsp?token=… for the analytics session cookie (path /analytics).
import type { FastifyInstance } from 'fastify';
import { type SignedIn, setCookie, signIn } from './sign-in.ts';

export const ANALYTICS_COOKIE = 'mti_analytics';

export type AnalyticsSignedIn = SignedIn & {
  /** `{id}.{secret}` of the analytics session cookie. */
  analyticsSession: string;
};

/** Opens an analytics session for a signed-in portal session; headers then carry both sessions. */
export async function signInToAnalytics(app: FastifyInstance, signedIn: SignedIn): Promise<AnalyticsSignedIn> {
  const tokenRes = await app.inject({ url: '/api/mti/ssotoken', headers: signedIn.headers });
  if (tokenRes.statusCode !== 200) throw new Error(`ssotoken failed: ${tokenRes.statusCode} ${tokenRes.body}`);
  const { token } = tokenRes.json() as { token: string };
  const res = await app.inject({ url: `/analytics/sso.jsp?token=${encodeURIComponent(token)}` });
  const analyticsSession = setCookie(res, ANALYTICS_COOKIE);
  if (res.statusCode !== 200 || res.body !== 'ok' || !analyticsSession) {
    throw new Error(`sso.jsp failed: ${res.statusCode} ${res.body}`);
  }
  const cookie = `${signedIn.cookie}; ${ANALYTICS_COOKIE}=${analyticsSession}`;
  return { ...signedIn, analyticsSession, cookie, headers: { ...signedIn.headers, cookie } };
}

/** Signs in through POST mti/login, then to the analytics service. */
export async function signInWithAnalytics(app: FastifyInstance, userid: string): Promise<AnalyticsSignedIn> {
  return signInToAnalytics(app, await signIn(app, userid));
}
