// Security headers for every response; API answers are never cached, but for content-named images.
//
// Helmet's middleware is built once, at start. @fastify/helmet built it anew for every request
// (parsing the CSP directives each time: about 5 % of a launcher call's CPU, issue 13), and we use
// none of what that buys (per-route options, CSP nonces).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export const securityHeadersPlugin = fp<{ https: boolean; inlineScripts?: string[] }>(
  async (app, { https, inlineScripts = [] }) => {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Inline scripts only by their hash: the built pages' own (web-app.ts inlineScriptSources).
          scriptSrc: ["'self'", ...inlineScripts],
          // Mantine writes its CSS variables into a <style> element at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'sameorigin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet (8.1+) sets the headers and calls `done` synchronously; a configuration error throws.
      setSecurityHeaders(request.raw as IncomingMessage, reply.raw as ServerResponse, (error) =>
        done(error instanceof Error ? error : undefined),
      );
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // The service calls under /analytics/, but not /analytics itself: that is a public marketing
      // page, and no-store would keep it out of the back/forward cache (Lighthouse's bf-cache audit).
      const immutable = request.routeOptions.config?.immutableContent === true;
      if (
        !immutable &&
        (/^\/(api|mti)(\/|\?|$)|^\/analytics\//.test(request.url) || request.url.startsWith('/assets/config/'))
      ) {
        reply.header('cache-control', 'no-store');
      }
      // The reset link's token is in these addresses: no Referer may carry it to another site.
      if (/^\/(resetpassword\/|api\/mti\/resetPassword(\/|\?|$))/.test(request.url)) {
        reply.header('referrer-policy', 'no-referrer');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: the answer at this address never changes (a content-named image), so it sets its own long cache. */
    immutableContent?: boolean;
  }
}
