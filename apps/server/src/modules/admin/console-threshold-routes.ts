// /api/admin/console/survey-thresholds: the survey's typical-range limits per page (issue 19). The
// survey module owns them; these routes call its service. Periods stay on the survey admin page.
import {
  consoleThreshold,
  consoleThresholdBody,
  consoleThresholdListQuery,
  consoleThresholdListResponse,
} from '@mti/contracts/admin/console-thresholds';
import { thresholdParams } from '@mti/contracts/survey/survey-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allConsoleThresholds, pageOfConsoleThresholds, saveConsoleThreshold } from '../survey/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

const THRESHOLD_CSV_HEADER = [
  'Survey page',
  'Shipments, USD: lowest typical',
  'Shipments, USD: highest typical',
  'Shipments, tons: lowest typical',
  'Shipments, tons: highest typical',
  'Bookings, USD: lowest typical',
  'Bookings, USD: highest typical',
  'Version',
];

export const consoleThresholdRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleList(app, {
    path: '/api/admin/console/survey-thresholds',
    summary: "Every survey page's limits with their versions, paged, sorted and searched",
    exportSummary: 'The same survey thresholds as CSV',
    query: consoleThresholdListQuery,
    page: consoleThresholdListResponse,
    pageOf: pageOfConsoleThresholds,
    allRowsOf: allConsoleThresholds,
    csv: {
      fileName: 'survey-thresholds.csv',
      header: THRESHOLD_CSV_HEADER,
      cellsOf: (t) => [
        t.page,
        t.shipping_usd_llimit,
        t.shipping_usd_ulimit,
        t.shipping_tons_llimit,
        t.shipping_tons_ulimit,
        t.booking_usd_llimit,
        t.booking_usd_ulimit,
        t.version,
      ],
    },
  });

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
