import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, registerWebApp } from './web-app.ts';

// A web build as apps/web writes it: prerendered pages, their compressed copies and the app shell.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<h1>Home, prerendered</h1>');
writeFileSync(path.join(dist, 'app-shell.html'), '<div id="root"></div>');
mkdirSync(path.join(dist, 'usmto'));
writeFileSync(path.join(dist, 'usmto', 'index.html'), '<h1>USMTO, prerendered</h1>');
writeFileSync(path.join(dist, 'usmto', 'index.html.gz'), Buffer.from('not really gzip'));

const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
await registerWebApp(app, dist);
await app.ready();
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves a prerendered page for its path, with or without a trailing slash', async () => {
    for (const url of ['/usmto', '/usmto/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('USMTO, prerendered');
    }
    expect((await app.inject('/')).body).toContain('Home, prerendered');
  });

  it('sends the compressed copy to a browser that accepts it', async () => {
    const res = await app.inject({ url: '/usmto/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toBe('not really gzip');
  });

  it('answers any other page path with the app shell, not a prerendered page', async () => {
    const res = await app.inject('/myapps');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<div id="root"></div>');
  });

  it('keeps API paths out of the history fallback', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('the inline scripts the CSP allows', () => {
  it('lists the template’s inline scripts by their hash, and no script with a src', () => {
    const code = "document.documentElement.setAttribute('data-mantine-color-scheme','dark')";
    const built = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    try {
      writeFileSync(
        path.join(built, 'app-shell.html'),
        `<head><script>${code}</script><script type="module" crossorigin src="/static/boot.js"></script></head>`,
      );
      const hash = createHash('sha256').update(code, 'utf8').digest('base64');
      expect(inlineScriptSources(built)).toEqual([`'sha256-${hash}'`]);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('lists none without a web build', () => {
    expect(inlineScriptSources(undefined)).toEqual([]);
    expect(inlineScriptSources(path.join(tmpdir(), 'no-such-web-dist'))).toEqual([]);
  });
});
