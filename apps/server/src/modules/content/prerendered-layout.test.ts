// The administrator's header and footer lists on the prerendered public pages (decision 080): a
// change in the console changes the page the server sends, in every encoding, and nothing else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_LAYOUT_ROUTES, type LayoutRoutes } from '@mti/contracts/content/layout-routes';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';

// A build as apps/web writes it: the header's marketing links and the footer marked as the app renders them.
const page = (title: string) =>
  `<!doctype html><html><body><div id="root"><header><nav aria-label="Main">` +
  `<a class="link_a1" href="/#features" data-layout-part="marketing-links">Features</a>` +
  `<a class="link_a1" href="/#products" data-layout-part="marketing-links">Products</a>` +
  `<a class="link_a1" href="/support">Support</a></nav></header><main><h1>${title}</h1></main>` +
  `<footer class="footer_b2" data-layout-part="footer"><p>E-mail</p></footer></div></body></html>`;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-layout-'));
writeFileSync(path.join(dist, 'index.html'), page('Home'));
writeFileSync(path.join(dist, 'app-shell.html'), '<div id="root"></div>');
mkdirSync(path.join(dist, 'usmto'));
writeFileSync(path.join(dist, 'usmto', 'index.html'), page('USMTO'));
writeFileSync(path.join(dist, 'usmto', 'index.html.gz'), Buffer.from('the build’s own gzip copy'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { app } = await buildTestApp({ WEB_DIST: dist });
const admin = await signIn(app, 'admin');

async function saveLists(change: (lists: LayoutRoutes) => LayoutRoutes) {
  const before = (await app.inject({ url: '/api/admin/console/site-settings', headers: admin.headers })).json();
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/console/site-settings/layout-routes',
    headers: admin.headers,
    payload: { version: before.version, ...change(before.layoutRoutes) },
  });
  expect(res.statusCode).toBe(200);
}

const hiddenParts = (html: string) => [...html.matchAll(/data-layout-part="([a-z-]+)" hidden/g)].map((m) => m[1]);

describe('a prerendered page with the configured header and footer lists', () => {
  it('is served as built while the lists hide nothing on it (the defaults)', async () => {
    const res = await app.inject('/usmto');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page('USMTO'));
    // The build's compressed copy, untouched.
    const gz = await app.inject({ url: '/usmto/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.body).toBe('the build’s own gzip copy');
  });

  it('hides the footer and the Features and Products links once the administrator lists the page', async () => {
    await saveLists((l) => ({
      ...l,
      hideFooterOn: [...l.hideFooterOn, '/usmto'],
      hideMarketingLinksOn: [...l.hideMarketingLinksOn, '/USMTO/'],
    }));
    for (const url of ['/usmto', '/usmto/', '/USMTO']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // The app's security headers, as on the page the build's files answer with.
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(hiddenParts(res.body)).toEqual(['marketing-links', 'marketing-links', 'footer']);
      expect(res.body).toContain('<h1>USMTO</h1>');
    }
    const br = await app.inject({ url: '/usmto', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(hiddenParts(brotliDecompressSync(br.rawPayload).toString())).toHaveLength(3);
    const gz = await app.inject({ url: '/usmto', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(hiddenParts(gunzipSync(gz.rawPayload).toString())).toHaveLength(3);
    // Another page, the app shell and the API are untouched.
    expect((await app.inject('/')).body).toBe(page('Home'));
    expect((await app.inject('/myapps')).body).toBe('<div id="root"></div>');
  });

  it('shows them again once the lists no longer name the page', async () => {
    await saveLists(() => DEFAULT_LAYOUT_ROUTES);
    expect((await app.inject('/usmto')).body).toBe(page('USMTO'));
  });
});
