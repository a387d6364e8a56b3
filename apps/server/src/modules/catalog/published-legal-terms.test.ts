// The legal pages of app terms show the console's published text (decision 084), through the real
// app (PGlite, seeded texts) and a web build as apps/web writes those pages (a one-line slot in place
// of the text): the public API answers anyone; the page served to a visitor holds the current
// version, escaped, and a newly published version replaces it at once, in every encoding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { NO_PUBLISHED_TERMS } from '@mti/contracts/catalog/catalog-api';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';
import { FIRST_APP_TERMS_TEXTS } from '../../seed/app-terms-texts.ts';

const page = (title: string, key: string) =>
  `<!doctype html><html><body><div id="root"><main><article><h1>${title}</h1>` +
  `<p role="status" class="text_x1" data-published-terms-slot="${key}">Loading the terms…</p>` +
  `</article></main></div></body></html>`;
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-legal-'));
writeFileSync(path.join(dist, 'index.html'), '<h1>Home</h1>');
writeFileSync(path.join(dist, 'app-shell.html'), '<div id="root"></div>');
mkdirSync(path.join(dist, 'legal', 'techtrends-terms'), { recursive: true });
writeFileSync(path.join(dist, 'legal', 'techtrends-terms', 'index.html'), page('Supplemental Terms', 'techtrends'));
mkdirSync(path.join(dist, 'legal', 'economic-trends-terms'), { recursive: true });
writeFileSync(path.join(dist, 'legal', 'economic-trends-terms', 'index.html'), page('Economic Trends Terms', 'econ'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { app } = await buildTestApp({ WEB_DIST: dist });
const admin = await signIn(app, 'admin');

async function publish(body: string) {
  const current = (
    await app.inject({ url: '/api/admin/console/terms-texts/techtrends', headers: admin.headers })
  ).json();
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/console/terms-texts/techtrends',
    headers: admin.headers,
    payload: { version: current.version, body },
  });
  expect(res.statusCode).toBe(200);
}

describe('GET legal/app-terms/{termsKey}', () => {
  it('answers a visitor who is not signed in with the current text, and 404 for a key with none', async () => {
    const res = await app.inject('/api/legal/app-terms/econ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ terms_key: 'econ', version: 1, body: FIRST_APP_TERMS_TEXTS.econ });
    const none = await app.inject('/api/legal/app-terms/usmto');
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(NO_PUBLISHED_TERMS);
    expect((await app.inject('/api/legal/app-terms/..%2Fx')).statusCode).toBe(400);
  });
});

describe('the served legal page of app terms', () => {
  it('holds the seeded text in place of the slot, for a visitor without the app', async () => {
    const res = await app.inject('/legal/economic-trends-terms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toContain('data-published-terms-slot');
    expect(res.body).toContain('<div class="text_x1" data-published-terms="econ"><p>These terms govern');
    const firstHeading = FIRST_APP_TERMS_TEXTS.econ?.match(/^## (.+)$/m)?.[1] as string;
    expect(res.body).toContain(`<h2>${firstHeading.replace(/&/g, '&amp;')}</h2>`);
  });

  it('shows a newly published version at once, escaped, in every encoding', async () => {
    await publish(
      `${FIRST_APP_TERMS_TEXTS.techtrends}\n\n## 9. Sample <script>alert(1)</script> change\n` +
        'Sample sentence, see [the terms of use](/legal/terms-of-use).',
    );
    const res = await app.inject('/legal/techtrends-terms/');
    expect(res.body).toContain('<h2>9. Sample &lt;script&gt;alert(1)&lt;/script&gt; change</h2>');
    expect(res.body).toContain('<p>Sample sentence, see <a href="/legal/terms-of-use">the terms of use</a>.</p>');
    expect(res.body).not.toContain('<script>');
    const br = await app.inject({ url: '/legal/techtrends-terms', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);

    await publish(`${FIRST_APP_TERMS_TEXTS.techtrends}\n\n## 10. Second sample change`);
    const again = await app.inject('/legal/techtrends-terms');
    expect(again.body).toContain('<h2>10. Second sample change</h2>');
    expect(again.body).not.toContain('9. Sample');
  });
});
