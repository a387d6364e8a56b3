// /api/admin/console/terms-…: the console's app terms (issue 19, decisions 056 and 078): each terms
// text by version, publishing a new one, and who accepted which version and when. The catalogue
// owns the texts and acceptances; these routes call its service.
import {
  publishTermsTextBody,
  termsAcceptanceList,
  termsAcceptanceQuery,
  termsTextDetail,
  termsTextList,
  termsTextListQuery,
  termsTextParams,
} from '@mti/contracts/admin/console-terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allConsoleTermsTexts,
  exportTermsAcceptances,
  getConsoleTermsText,
  listTermsAcceptances,
  pageOfConsoleTermsTexts,
  publishTermsText,
} from '../catalog/service.ts';
import { sendCsv } from './console-csv.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

export const consoleTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/console/terms-texts',
    {
      schema: {
        tags: consoleTags,
        summary:
          'Each terms key the apps ask for, with its current version and acceptances, paged, sorted and searched',
        querystring: termsTextListQuery,
        response: { 200: termsTextList, ...consoleErrors },
      },
    },
    async (request) => pageOfConsoleTermsTexts({ db: app.db, query: request.query }),
  );

  app.get(
    '/api/admin/console/terms-texts/export',
    {
      schema: { tags: consoleTags, summary: 'The same terms texts as CSV (text/csv)', querystring: termsTextListQuery },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'terms-texts.csv',
        ['Terms', 'Apps', 'Version', 'Published (UTC)', 'Accepted this version', 'Accepted any version'],
        (await allConsoleTermsTexts({ db: app.db, query: request.query })).map((t) => [
          t.terms_key,
          t.apps.join(', '),
          t.version,
          t.published_at,
          t.accepted_current,
          t.accepted_any,
        ]),
      ),
  );

  app.get(
    '/api/admin/console/terms-texts/:termsKey',
    {
      schema: {
        tags: consoleTags,
        summary: 'One terms text: the current version and the history of versions',
        params: termsTextParams,
        response: { 200: termsTextDetail, ...consoleErrors },
      },
    },
    async (request) => getConsoleTermsText({ db: app.db, termsKey: request.params.termsKey }),
  );

  app.post(
    '/api/admin/console/terms-texts/:termsKey',
    {
      schema: {
        tags: consoleTags,
        summary: 'Publish a new version of a terms text (members are asked to accept it again)',
        params: termsTextParams,
        body: publishTermsTextBody,
        response: { 200: termsTextDetail, ...consoleErrors },
      },
    },
    async (request) =>
      publishTermsText({ ...consoleCallOf(app.db, request), termsKey: request.params.termsKey, ...request.body }),
  );

  app.get(
    '/api/admin/console/terms-acceptances',
    {
      schema: {
        tags: consoleTags,
        summary: "Who accepted which version of which app's terms and when, paged and sorted",
        querystring: termsAcceptanceQuery,
        response: { 200: termsAcceptanceList, ...consoleErrors },
      },
    },
    async (request) => listTermsAcceptances({ db: app.db, query: request.query }),
  );

  app.get(
    '/api/admin/console/terms-acceptances/export',
    {
      schema: {
        tags: consoleTags,
        summary: 'The same acceptances as CSV (text/csv)',
        querystring: termsAcceptanceQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'terms-acceptances.csv',
        ['Username', 'Site id', 'Terms', 'Apps', 'Version', 'Current', 'Accepted (UTC)'],
        (await exportTermsAcceptances({ db: app.db, query: request.query })).map((t) => [
          t.userid,
          t.site_id,
          t.terms_key,
          t.apps.join(', '),
          String(t.terms_version),
          t.is_current ? 'yes' : 'no',
          t.accepted_at,
        ]),
      ),
  );
};
