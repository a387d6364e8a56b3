// The analytics service's sign-on calls (spec §7): GET /api/mti/ssotoken for the signed-in page,
// GET /analytics/sso.jsp (exchange or check) and GET /analytics/Logout.
import { SSO_OK, ssoQuery, ssoTokenResponse } from '@mti/contracts/analytics/analytics-session-api';
import { ANALYTICS_SESSION_COOKIE } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSessionRequired } from '../../platform/analytics-auth.ts';
import { userOf } from '../../platform/auth.ts';
import { schedulePeriodicTask } from '../../platform/periodic-task.ts';
import {
  ANALYTICS_SESSION_MAX_AGE_SECONDS,
  endAnalyticsSession,
  issueSsoToken,
  openAnalyticsSession,
  purgeEndedAnalyticsSessions,
  resolveAnalyticsSession,
} from './service.ts';

const errors = { 400: errorBody, 401: errorBody };
const tags = ['analytics session'];
const COOKIE_PATH = '/analytics';

function answerOk(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(SSO_OK);
}

export const analyticsSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.PUBLIC_URL.startsWith('https:');
  schedulePeriodicTask(app, {
    name: 'forget ended analytics sessions',
    everyMs: 10 * 60 * 1000,
    run: () => purgeEndedAnalyticsSessions({ db: app.db }),
  });

  app.get(
    '/api/mti/ssotoken',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A one-time token (60 s) for the analytics single sign-on',
        response: { 200: ssoTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueSsoToken({ db: app.db, user: userOf(request) });
    },
  );

  app.get(
    '/analytics/sso.jsp',
    {
      schema: {
        tags,
        summary: "With token: open the analytics session (text 'ok'). Without: check it",
        querystring: ssoQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (token !== undefined) {
        const { cookie } = await openAnalyticsSession({ db: app.db, token });
        // The session this browser held before is replaced, not left to linger.
        await endAnalyticsSession({ db: app.db, cookie: request.cookies[ANALYTICS_SESSION_COOKIE] });
        reply.setCookie(ANALYTICS_SESSION_COOKIE, cookie, {
          httpOnly: true,
          sameSite: 'strict',
          path: COOKIE_PATH,
          secure,
          maxAge: ANALYTICS_SESSION_MAX_AGE_SECONDS,
        });
        return answerOk(reply);
      }
      const session = await resolveAnalyticsSession({ db: app.db, cookie: request.cookies[ANALYTICS_SESSION_COOKIE] });
      if (!session) throw analyticsSessionRequired();
      return answerOk(reply);
    },
  );

  app.get('/analytics/Logout', { schema: { tags, summary: 'End the analytics session' } }, async (request, reply) => {
    await endAnalyticsSession({ db: app.db, cookie: request.cookies[ANALYTICS_SESSION_COOKIE] });
    reply.clearCookie(ANALYTICS_SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
    return answerOk(reply);
  });
};
