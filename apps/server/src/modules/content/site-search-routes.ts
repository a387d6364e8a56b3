// GET /api/content/search?q= (added; the spec's custom-google page embeds a search box): open to
// anonymous visitors, who get public pages only. The index is rebuilt when the app starts.
import { SESSION_COOKIE } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import { siteSearchQuery, siteSearchResponse } from '@mti/contracts/content/site-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSearchPages } from './search-pages-file.ts';
import { rebuildSearchIndex, searchSite } from './search-service.ts';

export const siteSearchRoutes: FastifyPluginAsyncZod<{ webDist?: string }> = async (app, { webDist }) => {
  app.addHook('onReady', async () => {
    await rebuildSearchIndex({ db: app.db, pages: readSearchPages(webDist) });
  });

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
    async (request) => ({
      query: request.query.q,
      results: await searchSite({ db: app.db, siteId: request.user?.siteId ?? null, term: request.query.q }),
    }),
  );
};
