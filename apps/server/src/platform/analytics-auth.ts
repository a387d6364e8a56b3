// Who is calling the analytics service (/analytics/...): its own session, opened by the single
// sign-on handshake and bound to a portal session (modules/analytics-session). The session is
// found by a function the app hands in, so that platform code reads no module's tables.
//
// Use in a module's routes:
//   app.get('/analytics/api/...', { onRequest: app.requireAnalyticsUser, schema }, async (request) =>
//     listThings({ db: app.db, siteId: analyticsSessionOf(request).siteId }));
//
// Without a live analytics session the answer is 401 {code: 'analytics_session_required'}: the
// client signs in to analytics again and repeats the call once. A user who has not passed the
// session gates gets 403 (platform/session-gates.ts), as on the portal's own routes.
import {
  ANALYTICS_SESSION_REQUIRED,
  ANALYTICS_SESSION_REQUIRED_MSG,
} from '@mti/contracts/analytics/analytics-session-api';
import { ANALYTICS_SESSION_COOKIE } from '@mti/contracts/common/cookies';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import { assertSessionGatesPassed, type SessionGates } from './session-gates.ts';

export type AnalyticsSessionUser = {
  /** The portal id (site_id); scope every query on user data by it. */
  siteId: string;
  /** The login name. */
  userId: string;
  /** The user's id in the file repository, the name of their home folder. */
  timssCustomer: string;
  analyticsSessionId: string;
  portalSessionId: string;
  /** The portal user's open gates (forced password change, terms): refused while one is open. */
  gates: SessionGates;
};

/** Finds the live analytics session of a cookie (and its live portal session), or null. */
export type ResolveAnalyticsSession = (cookie: string | undefined) => Promise<AnalyticsSessionUser | null>;

export const analyticsSessionRequired = () =>
  new AppError(401, ANALYTICS_SESSION_REQUIRED, ANALYTICS_SESSION_REQUIRED_MSG);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAnalyticsUser; null on other routes. */
    analyticsSession: AnalyticsSessionUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook of every /analytics/api/... route: the session before any input is read. */
    requireAnalyticsUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The user requireAnalyticsUser resolved; refuses when a route forgot to require one. */
export function analyticsSessionOf(request: FastifyRequest): AnalyticsSessionUser {
  if (!request.analyticsSession) throw analyticsSessionRequired();
  return request.analyticsSession;
}

export const analyticsAuthPlugin = fp<{ resolveSession: ResolveAnalyticsSession }>(
  async (app, { resolveSession }) => {
    app.decorateRequest('analyticsSession', null);
    app.decorate('requireAnalyticsUser', async (request: FastifyRequest) => {
      const session = await resolveSession(request.cookies[ANALYTICS_SESSION_COOKIE]);
      if (!session) throw analyticsSessionRequired();
      assertSessionGatesPassed(request, session.gates);
      request.analyticsSession = session;
    });
  },
  { name: 'analytics-auth', dependencies: ['@fastify/cookie'] },
);
