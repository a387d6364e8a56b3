import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, xsrfHeaders } from '../../test/build-test-app.ts';
import { AppError } from './errors.ts';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          name: z
            .string({ error: 'Name cannot be blank!' })
            .min(1, 'Name cannot be blank!')
            .max(5, 'Name cannot be more than 5 characters long!'),
        }),
      },
    },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  app.get('/api/test/app-error', async () => {
    throw new AppError(409, 'file_exists', 'Filename already exists, please pick a different name.');
  });
};

const { app } = await buildTestApp({}, (a) => void a.register(probeRoutes));

describe('health and docs', () => {
  it('answers /healthz and /readyz with 200', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('lists the routes in the OpenAPI document behind /api/docs', async () => {
    const ui = await app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/assets/config/config.json');
  });
});

describe('error catalogue', () => {
  it('answers unknown API routes with a 404 JSON body', async () => {
    const res = await app.inject('/api/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', msg: 'You are trying to access a page that is not available.' });
  });

  it('names the field and the rule message of bad input with a 400', async () => {
    const headers = await xsrfHeaders(app);
    const blank = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ code: 'invalid_input', msg: 'Name cannot be blank!', field: 'name' });
    const long = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 'abcdefgh' } });
    expect(long.json().msg).toBe('Name cannot be more than 5 characters long!');
    const wrongType = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 12 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field).toBe('name');
  });

  it('refuses malformed JSON with a 400 {code, msg}', async () => {
    const headers = { ...(await xsrfHeaders(app)), 'content-type': 'application/json' };
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'msg']);
  });

  it('answers a badly percent-encoded address with a 400 {code, msg}, not the framework body', async () => {
    for (const url of ['/api/mti/token/%E0%A4%A', '/api/x/%zz', '/analytics/api/repo/files/%zz/children']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        code: 'bad_url',
        msg: 'The address of this request is not valid: check its percent-encoding.',
      });
    }
  });

  it('replies AppError as the spec body with its status', async () => {
    const res = await app.inject('/api/test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'file_exists', msg: 'Filename already exists, please pick a different name.' });
  });

  it('never leaks a stack trace or internal detail', async () => {
    const res = await app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('.ts');
  });
});

describe('anti-forgery check', () => {
  it('refuses a POST under /api without the X-XSRF-TOKEN header with 403 JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('xsrf');
  });

  it('lets the same POST proceed with the matching header', async () => {
    const headers = await xsrfHeaders(app);
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'x' });
  });

  it('refuses a planted cookie that the server did not sign', async () => {
    const forged = 'abcdefghijkl.bm90LWEtcmVhbC1zaWduYXR1cmU';
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a header that does not match the cookie', async () => {
    const headers = await xsrfHeaders(app);
    const other = await xsrfHeaders(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/analytics/api/anything',
      headers: { cookie: headers.cookie as string, 'x-xsrf-token': other['x-xsrf-token'] as string },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, a referrer policy and no-store on API answers', async () => {
    const res = await app.inject('/assets/config/config.json');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps no-store off the /analytics marketing page, so the browser may keep it for Back', async () => {
    for (const url of ['/analytics', '/analytics?from=home']) {
      expect((await app.inject(url)).headers['cache-control'], url).not.toBe('no-store');
    }
    for (const url of ['/analytics/api/repo/files/home/children', '/analytics/sso.jsp', '/api/mti/user', '/mti']) {
      expect((await app.inject(url)).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends the same full set of security headers on every answer (set once at start, not rebuilt per request)', async () => {
    const { app: httpsApp } = await buildTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';frame-src 'self';worker-src 'self' blob:;object-src 'none';" +
        "base-uri 'self';form-action 'self';frame-ancestors 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/healthz', '/', '/api/mti/products', '/no-such-page']) {
      for (let i = 0; i < 2; i++) {
        const res = await httpsApp.inject(url);
        expect(res.headers, url).toMatchObject(expected);
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    }
  });

  it('adds HSTS when the public URL is https', async () => {
    const { app: httpsApp } = await buildTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    const res = await httpsApp.inject('/healthz');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('page and API paths', () => {
  it('treats the analytics service calls as API and the analytics viewer as a page', async () => {
    const { isApiPath } = await import('./web-app.ts');
    expect(isApiPath('/analytics/api/repo/files/home/children')).toBe(true);
    expect(isApiPath('/analytics/sso.jsp?token=abc')).toBe(true);
    expect(isApiPath('/analytics/Logout')).toBe(true);
    expect(isApiPath('/api/mti/user')).toBe(true);
    expect(isApiPath('/analytics/viewer/usmto-orders')).toBe(false);
    expect(isApiPath('/analyzer/viewer/home:100001:a.xanalyzer')).toBe(false);
  });
});
