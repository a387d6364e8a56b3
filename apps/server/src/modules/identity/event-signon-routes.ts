// Regional event sign-on (issue 17, decision 049): POST /api/mti/event-signon/{path} gives the
// signed-in user the address of the event's registration host with a one-time token; the host
// exchanges it, server to server, at POST /event-hosts/verify with HTTP Basic marker:secret.
// The verify call lives outside /api/ because a server has no anti-forgery cookie to echo.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  eventSignOnParams,
  eventSignOnResponse,
  eventSignOnVerifyBody,
  eventSignOnVerifyResponse,
} from '@mti/contracts/identity/event-signon-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { DEFAULT_EVENT_SIGNON_HOSTS, parseEventHosts } from './event-hosts.ts';
import { authenticateEventHost, exchangeEventSignOnToken, startEventSignOn } from './event-signon.ts';

const tags = ['identity'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

/** HTTP Basic credentials, the user name being the event's marker. */
function basicCredentials(header: string | undefined): { marker: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,400})$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { marker: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : null;
}

export const eventSignOnRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const { config } = app;
  const hosts = parseEventHosts(config.EVENT_SIGNON_HOSTS ?? DEFAULT_EVENT_SIGNON_HOSTS, config.EVENT_SIGNON_SECRETS);
  const deps = { db: app.db, hosts, secret };

  app.post(
    '/api/mti/event-signon/:path',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "The regional event's registration address with a one-time sign-on token (60 s)",
        params: eventSignOnParams,
        response: { 200: eventSignOnResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startEventSignOn(deps, { user: userOf(request), path: request.params.path });
    },
  );

  app.post(
    '/event-hosts/verify',
    {
      config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Event host (HTTP Basic marker:secret) exchanges a token once for the user's name and e-mail",
        body: eventSignOnVerifyBody,
        response: { 200: eventSignOnVerifyResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const host = authenticateEventHost(hosts, basicCredentials(request.headers.authorization));
      return exchangeEventSignOnToken(deps, { host, token: request.body.token });
    },
  );
};
