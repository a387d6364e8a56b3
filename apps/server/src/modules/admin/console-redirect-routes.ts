// /api/admin/console/redirects: the old → new redirect list (issue 19, spec §2). The content module
// owns the site configuration; these routes call its service, which refuses chains and loops.
import {
  deleteRedirectQuery,
  redirectBody,
  redirectKeyQuery,
  redirectListResponse,
} from '@mti/contracts/admin/console-redirects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeRedirects, listRedirects } from '../content/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

const schemaOf = (summary: string) => ({
  tags: consoleTags,
  summary,
  response: { 200: redirectListResponse, ...consoleErrors },
});

export const consoleRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/console/redirects', { schema: schemaOf('The redirect list and its version') }, async () =>
    listRedirects({ db: app.db }),
  );

  app.post(
    '/api/admin/console/redirects',
    { schema: { ...schemaOf('Add a redirect (no chain, no loop)'), body: redirectBody } },
    async (request) => {
      const { version, oldUrl, newUrl } = request.body;
      const change = { kind: 'add' as const, entry: { oldUrl, newUrl } };
      return changeRedirects({ ...consoleCallOf(app.db, request), version, change });
    },
  );

  app.put(
    '/api/admin/console/redirects',
    {
      schema: {
        ...schemaOf('Change the redirect from old_url (no chain, no loop)'),
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
    '/api/admin/console/redirects',
    {
      schema: {
        ...schemaOf('Delete the redirect from old_url'),
        querystring: deleteRedirectQuery,
      },
    },
    async (request) => {
      const change = { kind: 'delete' as const, oldUrl: request.query.old_url };
      return changeRedirects({ ...consoleCallOf(app.db, request), version: request.query.version, change });
    },
  );
};
