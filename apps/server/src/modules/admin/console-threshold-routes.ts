// /api/admin/console/survey-thresholds: the survey's typical-range limits per page (issue 19). The
// survey module owns them; these routes call its service. Periods stay on the survey admin page.
import {
  consoleThreshold,
  consoleThresholdBody,
  consoleThresholdsResponse,
} from '@mti/contracts/admin/console-thresholds';
import { thresholdParams } from '@mti/contracts/survey/survey-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listConsoleThresholds, saveConsoleThreshold } from '../survey/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

export const consoleThresholdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/console/survey-thresholds',
    {
      schema: {
        tags: consoleTags,
        summary: "Every survey page's limits with their versions",
        response: { 200: consoleThresholdsResponse, ...consoleErrors },
      },
    },
    async () => listConsoleThresholds({ db: app.db }),
  );

  app.put(
    '/api/admin/console/survey-thresholds/:page',
    {
      schema: {
        tags: consoleTags,
        summary: "Set a survey page's six limits",
        params: thresholdParams,
        body: consoleThresholdBody,
        response: { 200: consoleThreshold, ...consoleErrors },
      },
    },
    async (request) => {
      const { version, ...limits } = request.body;
      return saveConsoleThreshold({ ...consoleCallOf(app.db, request), page: request.params.page, version, limits });
    },
  );
};
