// /api/admin/console/maintenance: the apps' maintenance windows (issue 19, spec §4). The catalogue
// owns the apps; these routes call its service.
import {
  appKeyParams,
  consoleAppMaintenance,
  maintenanceListQuery,
  maintenanceListResponse,
  setMaintenanceBody,
} from '@mti/contracts/admin/console-maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allAppMaintenance, pageOfAppMaintenance, setAppMaintenance } from '../catalog/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

const MAINTENANCE_CSV_HEADER = [
  'App',
  'Title',
  'Group',
  'Under maintenance',
  'Start (UTC)',
  'End (UTC)',
  'Text',
  'Version',
];

export const consoleMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleList(app, {
    path: '/api/admin/console/maintenance',
    summary: "Every app's maintenance window, paged, sorted (launcher order by default) and searched",
    exportSummary: 'The same maintenance windows as CSV',
    query: maintenanceListQuery,
    page: maintenanceListResponse,
    pageOf: pageOfAppMaintenance,
    allRowsOf: allAppMaintenance,
    csv: {
      fileName: 'maintenance-windows.csv',
      header: MAINTENANCE_CSV_HEADER,
      cellsOf: (a) => [
        a.short_name,
        a.app_title,
        a.group_name,
        a.is_under_maintenance ? 'yes' : 'no',
        a.maintenance_start,
        a.maintenance_end,
        a.maintenance_text,
        a.version,
      ],
    },
  });

  app.put(
    '/api/admin/console/maintenance/:appKey',
    {
      schema: {
        tags: consoleTags,
        summary: "Set or clear an app's maintenance window (start, end, text)",
        params: appKeyParams,
        body: setMaintenanceBody,
        response: { 200: consoleAppMaintenance, ...consoleErrors },
      },
    },
    async (request) => {
      const { version, ...window } = request.body;
      return setAppMaintenance({ ...consoleCallOf(app.db, request), appKey: request.params.appKey, version, window });
    },
  );
};
