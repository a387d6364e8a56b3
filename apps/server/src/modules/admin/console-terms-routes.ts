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
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

export const consoleTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleList(app, {
    path: '/api/admin/console/terms-texts',
    summary: 'Each terms key the apps ask for, with its current version and acceptances, paged, sorted and searched',
    exportSummary: 'The same terms texts as CSV (text/csv)',
    query: termsTextListQuery,
    page: termsTextList,
    pageOf: pageOfConsoleTermsTexts,
    allRowsOf: allConsoleTermsTexts,
    csv: {
      fileName: 'terms-texts.csv',
      header: ['Terms', 'Apps', 'Version', 'Published (UTC)', 'Accepted this version', 'Accepted any version'],
      cellsOf: (t) => [t.terms_key, t.apps.join(', '), t.version, t.published_at, t.accepted_current, t.accepted_any],
    },
  });

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

  registerConsoleList(app, {
    path: '/api/admin/console/terms-acceptances',
    summary: "Who accepted which version of which app's terms and when, paged and sorted",
    exportSummary: 'The same acceptances as CSV (text/csv)',
    query: termsAcceptanceQuery,
    page: termsAcceptanceList,
    pageOf: listTermsAcceptances,
    allRowsOf: exportTermsAcceptances,
    csv: {
      fileName: 'terms-acceptances.csv',
      header: ['Username', 'Site id', 'Terms', 'Apps', 'Version', 'Current', 'Accepted (UTC)'],
      cellsOf: (t) => [
        t.userid,
        t.site_id,
        t.terms_key,
        t.apps.join(', '),
        String(t.terms_version),
        t.is_current ? 'yes' : 'no',
        t.accepted_at,
      ],
    },
  });
};
