// Serves the built web app: hashed files cached forever, everything else revalidated,
// and any other page path answered with the app (history fallback).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  createHiddenPartsCache,
  type HiddenPartsOf,
  type PageFill,
  type PageFillOf,
  pagePathKey,
  prerenderedPages,
} from './prerendered-layout.ts';

// The analytics service keeps its spec paths (sso.jsp, Logout, api/...) under /analytics, while
// /analytics/viewer/... is a page of the web app.
export const API_PREFIXES = ['/api/', '/analytics/api/', '/analytics/sso.jsp', '/analytics/Logout', '/assets/config/'];

export function isApiPath(url: string) {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api' || path === '/analytics';
}

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built pages: the web app's one, in
 * <head>, sets the colour scheme before the first paint (docs/decisions/016-home-javascript-budget.md).
 * Every page is built from the same template, which the build keeps as app-shell.html.
 */
export function inlineScriptSources(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const template = ['app-shell.html', 'index.html'].map((f) => path.join(webDist, f)).find((f) => existsSync(f));
  if (!template) return [];
  const html = readFileSync(template, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  /** The parts of the layout the configured lists hide on a page path (decision 080); none without it. */
  hiddenPartsOf?: HiddenPartsOf,
  /** What the server writes into a prerendered page (decision 084: the app terms' legal pages). */
  pageFillOf?: PageFillOf,
) {
  const hasWeb = !!webDist && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb && (hiddenPartsOf || pageFillOf)) serveConfiguredLayout(app, webDist, hiddenPartsOf, pageFillOf);
  // index.html and <path>/index.html are prerendered public pages (served for their paths by the
  // static routes); every other page path gets the unrendered app shell the build keeps beside them.
  const fallbackPage = hasWeb && existsSync(path.join(webDist, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The web build writes .br and .gz beside each text file (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}static${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile(fallbackPage);
    }
    return reply.status(404).send({ code: 'not_found', msg: 'You are trying to access a page that is not available.' });
  });
}

/**
 * A prerendered page on which the configured lists hide a part of the layout is answered here, with
 * that part marked hidden; every other request goes on to the built files untouched. If the lists
 * cannot be read (the database is down), the page is served as built: the defaults hide nothing there.
 */
function serveConfiguredLayout(
  app: FastifyInstance,
  webDist: string,
  hiddenPartsOf: HiddenPartsOf | undefined,
  pageFillOf: PageFillOf | undefined,
) {
  const pages = prerenderedPages(webDist);
  const pageWith = createHiddenPartsCache();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const key = pagePathKey(request.url);
    const file = pages.get(key);
    if (!file) return;
    let parts: readonly string[];
    let fill: PageFill | null;
    try {
      parts = hiddenPartsOf ? await hiddenPartsOf(key) : [];
      fill = pageFillOf ? await pageFillOf(key) : null;
    } catch (error) {
      request.log.warn({ err: error }, 'the layout lists could not be read; the page is served as built');
      return;
    }
    if (parts.length === 0 && !fill) return;
    const { body, encoding } = pageWith(file, parts, String(request.headers['accept-encoding'] ?? ''), fill);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
