// /api/admin/console/groups…: the console's Catalogue → Groups (issue 19, decision 056). The
// catalogue owns the groups; these routes call its service.
import {
  consoleGroup,
  deleteGroupQuery,
  groupFields,
  groupListQuery,
  groupListResponse,
  groupParams,
  updateGroupBody,
} from '@mti/contracts/admin/console-catalogue-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createConsoleGroup,
  deleteConsoleGroup,
  exportConsoleGroups,
  listConsoleGroups,
  updateConsoleGroup,
} from '../catalog/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

export const consoleGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: consoleGroup, ...consoleErrors };

  registerConsoleList(app, {
    path: '/api/admin/console/groups',
    summary: "The launcher's groups with how many apps each holds, paged and sorted",
    exportSummary: 'The same group list as CSV (text/csv)',
    query: groupListQuery,
    page: groupListResponse,
    pageOf: listConsoleGroups,
    allRowsOf: exportConsoleGroups,
    csv: {
      fileName: 'groups.csv',
      header: ['Group', 'Place', 'Apps'],
      cellsOf: (g) => [g.group_name, g.group_sort_order, g.app_count],
    },
  });

  app.post(
    '/api/admin/console/groups',
    { schema: { tags: consoleTags, summary: 'Add a group', body: groupFields, response: one } },
    async (request) => createConsoleGroup({ ...consoleCallOf(app.db, request), fields: request.body }),
  );

  app.put(
    '/api/admin/console/groups/:groupName',
    {
      schema: {
        tags: consoleTags,
        summary: 'Rename (its apps follow) or move a group',
        params: groupParams,
        body: updateGroupBody,
        response: one,
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      const groupName = request.params.groupName;
      return updateConsoleGroup({ ...consoleCallOf(app.db, request), groupName, version, fields });
    },
  );

  app.delete(
    '/api/admin/console/groups/:groupName',
    {
      schema: {
        tags: consoleTags,
        summary: 'Delete a group that holds no app',
        params: groupParams,
        querystring: deleteGroupQuery,
        response: { 204: z.null(), ...consoleErrors },
      },
    },
    async (request, reply) => {
      const call = consoleCallOf(app.db, request);
      await deleteConsoleGroup({ ...call, groupName: request.params.groupName, version: request.query.version });
      return reply.status(204).send(null);
    },
  );
};
