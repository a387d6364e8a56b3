import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

// The seeded configuration redirects /products/usmto to /usmto and /contact to /support.
const { app } = await buildTestApp();

describe('old-to-new redirects', () => {
  it.each([
    ['/products/usmto', '/usmto'],
    ['/Products/USMTO', '/usmto'],
    ['/products/usmto/', '/usmto'],
    ['/PRODUCTS/Usmto/', '/usmto'],
    ['/contact', '/support'],
  ])('answers %s with a 301 to %s', async (oldPath, newPath) => {
    const res = await app.inject(oldPath);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(newPath);
  });

  it('keeps the query string', async () => {
    const res = await app.inject('/contact?from=mail');
    expect(res.headers.location).toBe('/support?from=mail');
  });

  it('leaves other paths and API calls alone', async () => {
    expect((await app.inject('/usmto')).statusCode).not.toBe(301);
    expect((await app.inject('/products/usmto-extra')).statusCode).not.toBe(301);
    expect((await app.inject({ method: 'POST', url: '/contact' })).statusCode).not.toBe(301);
    expect((await app.inject('/assets/config/config.json')).statusCode).toBe(200);
  });
});
