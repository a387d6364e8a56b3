// /api/admin/console/users/:siteId/{roles,company}, /organisations, /companies/options: a user's
// roles and exhibitor company, and the lists the user page picks from (issue 19, decision 061).
import {
  companyOptionsResponse,
  organisationsResponse,
  userCompanyBody,
  userRolesBody,
} from '@mti/contracts/admin/user-links';
import { consoleUserDetail, userParams } from '@mti/contracts/admin/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { companyOptions, organisations, setUserCompany, setUserRoles } from './user-links-service.ts';

export const consoleUserLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = (request: Parameters<typeof consoleCallOf>[1]) => consoleCallOf(app.db, request);
  const answers = { 200: consoleUserDetail, ...consoleErrors };

  app.put(
    '/api/admin/console/users/:siteId/roles',
    {
      schema: {
        tags: consoleTags,
        summary:
          'Replace the user\u2019s product roles and administrator flag; 409 stale if the user changed meanwhile',
        params: userParams,
        body: userRolesBody,
        response: answers,
      },
    },
    async (request) => setUserRoles({ ...call(request), siteId: request.params.siteId, body: request.body }),
  );

  app.put(
    '/api/admin/console/users/:siteId/company',
    {
      schema: {
        tags: consoleTags,
        summary: 'Set the exhibitor company the user works for (null: none); 409 stale if the user changed meanwhile',
        params: userParams,
        body: userCompanyBody,
        response: answers,
      },
    },
    async (request) => setUserCompany({ ...call(request), siteId: request.params.siteId, body: request.body }),
  );

  app.get(
    '/api/admin/console/organisations',
    {
      schema: {
        tags: consoleTags,
        summary: 'The organisations users belong to, with their user counts',
        response: { 200: organisationsResponse, ...consoleErrors },
      },
    },
    async (request) => organisations(call(request)),
  );

  app.get(
    '/api/admin/console/companies/options',
    {
      schema: {
        tags: consoleTags,
        summary: 'Every exhibitor company, for the user\u2019s company picker',
        response: { 200: companyOptionsResponse, ...consoleErrors },
      },
    },
    async (request) => companyOptions(call(request)),
  );
};
