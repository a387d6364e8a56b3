// /api/admin/console/menu-groups…: the console's Catalogue → Menu groups (issue 19, decision 084). The
// catalogue owns the menu groups; these routes call its service.
import {
  consoleMenuGroup,
  deleteMenuGroupQuery,
  menuGroupFields,
  menuGroupListQuery,
  menuGroupListResponse,
  menuGroupParams,
  updateMenuGroupBody,
} from '@mti/contracts/admin/console-catalogue-menu-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createConsoleMenuGroup,
  deleteConsoleMenuGroup,
  exportConsoleMenuGroups,
  listConsoleMenuGroups,
  updateConsoleMenuGroup,
} from '../catalog/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

export const consoleMenuGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: consoleMenuGroup, ...consoleErrors };

  registerConsoleList(app, {
    path: '/api/admin/console/menu-groups',
    summary: "The role menus' groups with how many apps each holds, paged and sorted",
    exportSummary: 'The same menu group list as CSV (text/csv)',
    query: menuGroupListQuery,
    page: menuGroupListResponse,
    pageOf: listConsoleMenuGroups,
    allRowsOf: exportConsoleMenuGroups,
    csv: {
      fileName: 'menu-groups.csv',
      header: ['Menu group', 'Place', 'Apps', 'Roles'],
      cellsOf: (g) => [g.menu_group_name, g.menu_group_sort_order, g.app_count, g.roles],
    },
  });

  app.post(
    '/api/admin/console/menu-groups',
    { schema: { tags: consoleTags, summary: 'Add a menu group', body: menuGroupFields, response: one } },
    async (request) => createConsoleMenuGroup({ ...consoleCallOf(app.db, request), fields: request.body }),
  );

  app.put(
    '/api/admin/console/menu-groups/:menuGroupName',
    {
      schema: {
        tags: consoleTags,
        summary: 'Rename (its apps follow) or move a menu group',
        params: menuGroupParams,
        body: updateMenuGroupBody,
        response: one,
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      const menuGroupName = request.params.menuGroupName;
      return updateConsoleMenuGroup({ ...consoleCallOf(app.db, request), menuGroupName, version, fields });
    },
  );

  app.delete(
    '/api/admin/console/menu-groups/:menuGroupName',
    {
      schema: {
        tags: consoleTags,
        summary: 'Delete a menu group that no app names',
        params: menuGroupParams,
        querystring: deleteMenuGroupQuery,
        response: { 204: z.null(), ...consoleErrors },
      },
    },
    async (request, reply) => {
      const call = consoleCallOf(app.db, request);
      await deleteConsoleMenuGroup({
        ...call,
        menuGroupName: request.params.menuGroupName,
        version: request.query.version,
      });
      return reply.status(204).send(null);
    },
  );
};
