// The administrator's header and footer lists on the prerendered public pages (decision 080): the
// build renders each page with the default lists; when the configured lists hide a part of the
// layout on a page (the marketing links, the footer), the server marks that part `hidden` as it
// serves the page. The visitor gets the right page at the first paint, with no script and no request.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Which parts of the layout to hide on a page path (none: the built page is served as it is). */
export type HiddenPartsOf = (pagePath: string) => Promise<readonly string[]>;

/** What the server writes into a page as it serves it (decision 084), named by `id` for the cache. */
export type PageFill = { id: string; apply: (html: string) => string };
/** The fill of a page path; null for a page served as built. */
export type PageFillOf = (pagePath: string) => Promise<PageFill | null>;

/** Adds `hidden` to every element the markup marks as the part (`data-layout-part="footer"`). */
export function hideLayoutParts(html: string, parts: readonly string[]): string {
  let out = html;
  for (const part of parts) {
    const marked = new RegExp(`(<[a-zA-Z][^>]*\\sdata-layout-part="${part}")`, 'g');
    out = out.replace(marked, '$1 hidden');
  }
  return out;
}

/** A page path (lower-case, no trailing slash; "/" for Home) → its prerendered file, for every page the build wrote. */
export function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(webDist, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (file !== 'index.html' && !file.endsWith('/index.html')) continue;
    if (file.startsWith('static/')) continue;
    pages.set(pagePathKey(`/${file.slice(0, -'index.html'.length)}`), path.join(webDist, entry));
  }
  return pages;
}

/** The key a request's path is looked up by: case and a trailing slash ignored, as the routes match. */
export function pagePathKey(url: string): string {
  const pathname = (url.split('?')[0] ?? url).toLowerCase();
  return pathname.replace(/\/+$/, '') || '/';
}

type Encoded = { body: Buffer; encoding: 'br' | 'gzip' | null };

/**
 * The page with the parts hidden, in the encoding the browser accepts; made once per page and set
 * of parts (the built files do not change while the server runs).
 */
export function createHiddenPartsCache() {
  const made = new Map<string, { plain: Buffer; br?: Buffer; gzip?: Buffer }>();
  return (file: string, parts: readonly string[], acceptEncoding: string, fill: PageFill | null = null): Encoded => {
    const key = `${file}|${parts.join(',')}|${fill?.id ?? ''}`;
    let entry = made.get(key);
    if (!entry) {
      const hidden = hideLayoutParts(readFileSync(file, 'utf8'), parts);
      entry = { plain: Buffer.from(fill ? fill.apply(hidden) : hidden) };
      made.set(key, entry);
    }
    if (/\bbr\b/.test(acceptEncoding)) {
      // The build's own setting (compress-dist.mjs): once per page and parts, about 60 ms for a 37 KB page.
      entry.br ??= brotliCompressSync(entry.plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.plain.length },
      });
      return { body: entry.br, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      entry.gzip ??= gzipSync(entry.plain, { level: 9 });
      return { body: entry.gzip, encoding: 'gzip' };
    }
    return { body: entry.plain, encoding: null };
  };
}
