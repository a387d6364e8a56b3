// Log options: JSON lines, and never a token, a password, a cookie or card data. Request bodies
// are never logged (the req serializer keeps method, url and ip only); should an object holding a
// card payload reach a log call anyway, its number and security code are censored.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { logContextMixin, requestChildLogger } from './log-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's request id may look like to be kept: short, no spaces or control characters. */
const ACCEPTABLE_REQUEST_ID = /^[\w.:/+=@-]{1,128}$/;

/** Hides the secret parts of a URL: reset-link tokens and token-like query values. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]')
    .replace(/([?&](?:token|mtu|code|state|user-token|password)=)[^&#]*/gi, '$1[redacted]');
}

/** The card payload's number and security code (spec §3: cc, ccv2), at any depth up to three. */
export const CARD_DATA_PATHS = ['cc', 'ccv2', '*.cc', '*.ccv2', '*.*.cc', '*.*.ccv2', '*.*.*.cc', '*.*.*.ccv2'];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // The request (or job) being served, on lines written through app.log too (log-context.ts).
    mixin: logContextMixin,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', ...CARD_DATA_PATHS],
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * One line per request, written when the answer has gone (decision 029): method, URL, address,
 * status and time, with the request id that every other line of the request carries too. Fastify's
 * default writes an "incoming request" line as well, twice the cost for nothing a reader needs: here it is written at debug level only.
 */
class OneLinePerRequest extends LogController {
  /** At debug level only: a test (or an operator chasing a hung call) can see a request arrive. */
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Plain objects, not the request and reply themselves: the card-data redaction's wildcard paths
    // would otherwise walk three levels into both (the socket, the headers, …) on every line — about
    // 5 % of a launcher call's CPU (issue 13's profile). The serializers give the same fields.
    const line = {
      req: { method: request.method, url: request.url, ip: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The request id: a proxy's X-Request-Id when TRUST_PROXY says the proxy is ours (so one id follows
 * a call through both logs), a fresh UUID otherwise. The app echoes it (requestIdPlugin).
 */
export function requestIdOptions(
  config: Config,
): Pick<FastifyServerOptions, 'genReqId' | 'logController' | 'childLoggerFactory'> {
  const trustProxyId = !!config.TRUST_PROXY;
  return {
    genReqId: (req: IncomingMessage) => {
      const incoming = trustProxyId ? req.headers[REQUEST_ID_HEADER] : undefined;
      return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestChildLogger,
  };
}

/** Every answer names its request id, so that a user's report or a proxy's log finds our lines. */
export const requestIdHeaderPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id-header' },
);
