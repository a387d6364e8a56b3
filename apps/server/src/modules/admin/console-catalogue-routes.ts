// /api/admin/console/apps…: the console's Catalogue → Apps (issue 19, decision 056). The catalogue
// owns the apps; these routes call its service, which validates, audits and clears the launcher cache.
import {
  appKeyParams,
  appListQuery,
  appListResponse,
  type ConsoleApp,
  consoleAppDetail,
  updateAppBody,
} from '@mti/contracts/admin/console-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportConsoleApps, getConsoleApp, listConsoleApps, updateConsoleApp } from '../catalog/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

export const APP_CSV_HEADER = [
  'App key',
  'Short name',
  'Title (HTML)',
  'URL key',
  'App URL',
  'Open in',
  'Image',
  'Group',
  'Group order',
  'App order',
  'Menu group',
  'Menu order',
  'Role',
  'Terms required',
  'Terms URL',
  'Status',
];

const csvRowOf = (a: ConsoleApp) => [
  a.app_key,
  a.short_name,
  a.app_title,
  a.url_key,
  a.appurl,
  a.target,
  a.app_img,
  a.group_name,
  a.group_sort_order,
  a.app_sort_order,
  a.menu_group_name,
  a.menu_sort_order,
  a.mti_role_name,
  a.terms_required ? 'yes' : 'no',
  a.terms_url,
  a.status === 1 ? 'active' : 'inactive',
];

export const consoleCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = { 200: consoleAppDetail, ...consoleErrors };

  registerConsoleList(app, {
    path: '/api/admin/console/apps',
    summary: 'The launcher apps matching a search (name, title, URL key, group, menu group, role), paged and sorted',
    exportSummary: 'The same app search as CSV (text/csv)',
    query: appListQuery,
    page: appListResponse,
    pageOf: listConsoleApps,
    allRowsOf: exportConsoleApps,
    csv: { fileName: 'apps.csv', header: APP_CSV_HEADER, cellsOf: csvRowOf },
  });

  app.get(
    '/api/admin/console/apps/:appKey',
    {
      schema: {
        tags: consoleTags,
        summary: 'One app and the groups it may be put in',
        params: appKeyParams,
        response: detail,
      },
    },
    async (request) => getConsoleApp({ db: app.db, appKey: request.params.appKey }),
  );

  app.put(
    '/api/admin/console/apps/:appKey',
    {
      schema: {
        tags: consoleTags,
        summary: "Save an app's record (not its maintenance window); members' launchers show it at once",
        params: appKeyParams,
        body: updateAppBody,
        response: detail,
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      return updateConsoleApp({ ...consoleCallOf(app.db, request), appKey: request.params.appKey, version, fields });
    },
  );
};
