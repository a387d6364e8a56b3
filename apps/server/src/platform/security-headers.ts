// Security headers for every response; API answers are never cached.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const securityHeadersPlugin = fp<{ https: boolean; inlineScripts?: string[] }>(
  async (app, { https, inlineScripts = [] }) => {
    await app.register(helmet, {
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
    app.addHook('onSend', async (request, reply, payload) => {
      if (/^\/(api|analytics|mti)(\/|$)/.test(request.url) || request.url.startsWith('/assets/config/')) {
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
