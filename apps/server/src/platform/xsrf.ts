// Anti-forgery: a signed XSRF-TOKEN cookie that same-origin scripts echo in X-XSRF-TOKEN.
// The signature binds the token to the session (once there is one), so a cookie planted by
// another site or a sibling subdomain does not pass.
import { XSRF_COOKIE, XSRF_HEADER } from '@mti/contracts/common/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hmacSha256, randomToken, sameSecret } from './crypto.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const GUARDED_PREFIXES = ['/api/', '/analytics/'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the anti-forgery token is bound to; '' before sign-in. Set by identity. */
    xsrfBinding: string;
  }
  interface FastifyReply {
    /** Issues a fresh token for the given session binding (after sign-in or sign-out). */
    issueXsrfToken(binding: string): string;
    /** The request's token when it is valid for its session, otherwise a fresh one, set as cookie. */
    currentXsrfToken(): string;
  }
}

export function signXsrfToken(secret: string, binding: string, nonce = randomToken(18)) {
  const mac = hmacSha256(secret, `${nonce}|${binding}`).toString('base64url');
  return `${nonce}.${mac}`;
}

export function isValidXsrfToken(secret: string, binding: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  return sameSecret(signXsrfToken(secret, binding, nonce), token);
}

/**
 * The token each session last sent that checked out, so that a signed-in client's every safe call
 * (each one re-arms a missing or bad token) costs a map lookup instead of an HMAC: about 7 % of a
 * launcher call's CPU (issue 13's profile). Only a session's own binding is remembered, beside the
 * session ids the session cache holds anyway; visitors without a session are checked every time.
 * A token is bound to one session for good, so a remembered answer never goes stale.
 */
function createCheckedXsrfTokens(secret: string, maxEntries = 10_000) {
  const lastValid = new Map<string, string>();
  return {
    isValid(binding: string, token: string | undefined): boolean {
      if (!token) return false;
      if (binding && sameSecret(lastValid.get(binding), token)) return true;
      if (!isValidXsrfToken(secret, binding, token)) return false;
      if (binding) {
        // Oldest first: a Map iterates in insertion order.
        if (lastValid.size >= maxEntries && !lastValid.has(binding)) {
          lastValid.delete(lastValid.keys().next().value as string);
        }
        lastValid.set(binding, token);
      }
      return true;
    },
  };
}

function isGuarded(url: string) {
  return GUARDED_PREFIXES.some((p) => url.startsWith(p));
}

export const xsrfPlugin = fp<{ secret: string; secureCookies: boolean }>(
  async (app, { secret, secureCookies }) => {
    app.decorateRequest('xsrfBinding', '');
    app.decorateReply('issueXsrfToken', function (this: FastifyReply, binding: string) {
      const token = signXsrfToken(secret, binding);
      this.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: secureCookies, httpOnly: false });
      return token;
    });
    const checkedTokens = createCheckedXsrfTokens(secret);
    app.decorateReply('currentXsrfToken', function (this: FastifyReply) {
      const { xsrfBinding, cookies } = this.request;
      const token = cookies[XSRF_COOKIE];
      return token && checkedTokens.isValid(xsrfBinding, token) ? token : this.issueXsrfToken(xsrfBinding);
    });

    // preHandler runs after identity has resolved the session in onRequest.
    app.addHook('preHandler', async (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method) || !isGuarded(request.url)) return;
      const cookie = request.cookies[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const valid =
        typeof header === 'string' && header === cookie && checkedTokens.isValid(request.xsrfBinding, cookie);
      if (!valid) {
        throw new AppError(
          403,
          'xsrf',
          'The anti-forgery token is missing or invalid. Please reload the page and try again.',
        );
      }
    });

    // Every safe request that lacks a valid token gets one, so the first page load arms the client.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!SAFE_METHODS.has(request.method)) return payload;
      if (reply.getHeader('set-cookie')?.toString().includes(`${XSRF_COOKIE}=`)) return payload;
      if (!checkedTokens.isValid(request.xsrfBinding, request.cookies[XSRF_COOKIE])) {
        reply.issueXsrfToken(request.xsrfBinding);
      }
      return payload;
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
