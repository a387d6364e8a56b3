// Log options: JSON lines, and never a token, a password, a cookie or card data. Request bodies
// are never logged (the req serializer keeps method, url and ip only); should an object holding a
// card payload reach a log call anyway, its number and security code are censored.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

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
