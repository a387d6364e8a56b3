// /api/admin/console/maintenance: the apps' maintenance windows (issue 19, spec §4). The catalogue
// owns the apps; these routes call its service.
import {
  appKeyParams,
  consoleAppMaintenance,
  consoleAppMaintenanceList,
  setMaintenanceBody,
} from '@mti/contracts/admin/console-maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAppMaintenance, setAppMaintenance } from '../catalog/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

export const consoleMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/console/maintenance',
    {
      schema: {
        tags: consoleTags,
        summary: "Every app's maintenance window, in launcher order",
        response: { 200: consoleAppMaintenanceList, ...consoleErrors },
      },
    },
    async () => listAppMaintenance({ db: app.db }),
  );

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
