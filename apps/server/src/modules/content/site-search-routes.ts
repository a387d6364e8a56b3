// GET /api/content/search?q= (added; the spec's custom-google page embeds a search box): open to
// anonymous visitors, who get public pages only. The index is rebuilt when the app starts, and
// again when the catalogue changes (a new app terms version: the legal pages of app terms are
// indexed with the published text, not the build's placeholder, decision 091).
import { SESSION_COOKIE } from '@mti/contracts/common/cookies';
import { errorBody } from '@mti/contracts/common/error-body';
import type { SearchPageSource } from '@mti/contracts/content/site-search';
import { siteSearchQuery, siteSearchResponse } from '@mti/contracts/content/site-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db.ts';
import { catalogChanged, publishedTermsPageTexts } from '../catalog/service.ts';
import { readSearchPages } from './search-pages-file.ts';
import { rebuildSearchIndex, searchSite } from './search-service.ts';

/** The built pages with the app terms pages' placeholder ("Loading the terms…") replaced by the published text. */
async function pagesWithPublishedTerms(db: Db, pages: SearchPageSource[]): Promise<SearchPageSource[]> {
  const published = await publishedTermsPageTexts({ db });
  return pages.map((page) => {
    const text = published.get(page.path);
    return text === undefined ? page : { ...page, text };
  });
}

export const siteSearchRoutes: FastifyPluginAsyncZod<{ webDist?: string }> = async (app, { webDist }) => {
  const pages = readSearchPages(webDist);
  const rebuild = async () => rebuildSearchIndex({ db: app.db, pages: await pagesWithPublishedTerms(app.db, pages) });
  app.addHook('onReady', rebuild);
  const unsubscribe = catalogChanged.subscribe(() => {
    rebuild().catch((err) => app.log.error({ err }, 'site search: the index was not rebuilt after a catalogue change'));
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
    async (request) => ({
      query: request.query.q,
      results: await searchSite({ db: app.db, siteId: request.user?.siteId ?? null, term: request.query.q }),
    }),
  );
};
