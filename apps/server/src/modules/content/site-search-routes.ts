// GET /api/content/search?q= (added; the spec's custom-google page embeds a search box): open to
// anonymous visitors, who get public pages only. The index is rebuilt when the app starts; the legal
// pages of app terms are indexed with the published text, not the build's placeholder, and re-indexed
// whenever any instance has published a new version (search-terms-pages.ts, decisions 091 and 096).
import { SESSION_COOKIE } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import type { SearchPageSource } from '@mti/contracts/content/site-search';
import { siteSearchQuery, siteSearchResponse } from '@mti/contracts/content/site-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogChanged } from '../catalog/service.ts';
import { readSearchPages } from './search-pages-file.ts';
import { rebuildSearchIndex, searchSite } from './search-service.ts';
import { createTermsPagesIndex } from './search-terms-pages.ts';

export const siteSearchRoutes: FastifyPluginAsyncZod<{ webDist?: string }> = async (app, { webDist }) => {
  const pages: SearchPageSource[] = readSearchPages(webDist);
  const termsPages = createTermsPagesIndex(app.db, app.log);
  app.addHook('onReady', async () => {
    await rebuildSearchIndex({ db: app.db, pages });
    await termsPages.reindex(); // the build's placeholder replaced by the published text
  });
  // This instance's own change: at once, without waiting for the next search.
  const unsubscribe = catalogChanged.subscribe(() => {
    termsPages.reindex().catch((err) => app.log.error({ err }, 'site search: terms pages not re-indexed'));
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/api/content/search',
    {
      // A caller with a bearer or a session cookie is checked as a signed-in user (an expired token is
      // renewed and the search repeated); one with neither searches as an anonymous visitor.
      onRequest: async (request, reply) => {
        if (request.headers.authorization || request.cookies[SESSION_COOKIE]) await app.requireUser(request, reply);
      },
      schema: {
        tags: ['content'],
        summary: 'Search the site: pages, help, legal texts, roadmaps and your own file names',
        querystring: siteSearchQuery,
        response: { 200: siteSearchResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      await termsPages.ensureCurrent(); // a version another instance published
      return {
        query: request.query.q,
        results: await searchSite({ db: app.db, siteId: request.user?.siteId ?? null, term: request.query.q }),
      };
    },
  );
};
