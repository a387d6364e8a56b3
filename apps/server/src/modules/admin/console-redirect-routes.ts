// /api/admin/console/redirects: the old → new redirect list (issue 19, spec §2), paged, sorted,
// searched and exported like every console list (decision 050). The content module owns the site
// configuration; these routes call its service, which refuses chains and loops.
import {
  deleteRedirectQuery,
  redirectBody,
  redirectChangeResponse,
  redirectKeyQuery,
  redirectListQuery,
  redirectListResponse,
  redirectNeighboursQuery,
  redirectNeighboursResponse,
} from '@mti/contracts/admin/console-redirects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeRedirects, exportRedirects, listRedirects, neighbouringRedirects } from '../content/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

const changeSchemaOf = (summary: string) => ({
  tags: consoleTags,
  summary,
  response: { 200: redirectChangeResponse, ...consoleErrors },
});

export const consoleRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const url = '/api/admin/console/redirects';
  registerConsoleList(app, {
    path: url,
    summary: 'One page of the redirect list (sorted, searched) and the version of the list',
    exportSummary: 'The same redirects as CSV',
    query: redirectListQuery,
    page: redirectListResponse,
    pageOf: listRedirects,
    allRowsOf: exportRedirects,
    csv: { fileName: 'redirects.csv', header: ['Old address', 'New address'], cellsOf: (r) => [r.oldUrl, r.newUrl] },
  });

  app.get(
    `${url}/neighbours`,
    {
      schema: {
        tags: consoleTags,
        summary: 'The redirects from or to either address: what the form checks a candidate against',
        querystring: redirectNeighboursQuery,
        response: { 200: redirectNeighboursResponse, ...consoleErrors },
      },
    },
    async (request) =>
      neighbouringRedirects({ db: app.db, oldUrl: request.query.old_url, newUrl: request.query.new_url }),
  );

  app.post(
    url,
    { schema: { ...changeSchemaOf('Add a redirect (no chain, no loop)'), body: redirectBody } },
    async (request) => {
      const { version, oldUrl, newUrl } = request.body;
      const change = { kind: 'add' as const, entry: { oldUrl, newUrl } };
      return changeRedirects({ ...consoleCallOf(app.db, request), version, change });
    },
  );

  app.put(
    url,
    {
      schema: {
        ...changeSchemaOf('Change the redirect from old_url (no chain, no loop)'),
        querystring: redirectKeyQuery,
        body: redirectBody,
      },
    },
    async (request) => {
      const { version, oldUrl, newUrl } = request.body;
      const change = { kind: 'edit' as const, oldUrl: request.query.old_url, entry: { oldUrl, newUrl } };
      return changeRedirects({ ...consoleCallOf(app.db, request), version, change });
    },
  );

  app.delete(
    url,
    { schema: { ...changeSchemaOf('Delete the redirect from old_url'), querystring: deleteRedirectQuery } },
    async (request) => {
      const change = { kind: 'delete' as const, oldUrl: request.query.old_url };
      return changeRedirects({ ...consoleCallOf(app.db, request), version: request.query.version, change });
    },
  );
};
