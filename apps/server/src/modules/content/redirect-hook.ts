// Old-to-new redirects (spec §2) for crawlers and bookmarks: a configured old path is answered with
// a 301 to its new path before any page or history fallback is served. The browser checks the same
// list on Home (the same rule, from contracts) for addresses that reach the app without a request.
import { findRedirectTarget } from '@mti/contracts/content/redirects';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../platform/web-app.ts';
import { createSiteConfigCache } from './site-config-cache.ts';

/** Build output and API calls never redirect; neither does anything that is not a page load. */
function mayRedirect(method: string, url: string) {
  return (method === 'GET' || method === 'HEAD') && !isApiPath(url) && !url.startsWith('/static/');
}

export const redirectHook = fp(
  async (app: FastifyInstance) => {
    // Read once per CACHE_SECONDS, not on every page load and probe (decision 036).
    const siteConfig = createSiteConfigCache(app.db, app.config.CACHE_SECONDS * 1000);
    app.addHook('onClose', async () => siteConfig.close());
    app.addHook('onRequest', async (request, reply) => {
      if (!mayRedirect(request.method, request.url)) return;
      const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
      const config = await siteConfig.read();
      const target = findRedirectTarget(config?.redirectUrls, decodeURIComponentSafe(pathname));
      if (!target) return;
      const location = query && !target.includes('?') ? `${target}?${query}` : target;
      return reply.redirect(location, 301);
    });
  },
  { name: 'content-redirects' },
);

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
