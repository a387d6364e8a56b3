// /api/admin/console/labels: the label service's texts (spec §3 "labels"), with the screen each
// appears on; edit one, or reset it to its default (issue 19, decision 069). The survey module owns
// the texts; these routes call its service.
import {
  consoleLabel,
  consoleLabelBody,
  consoleLabelParams,
  consoleLabelResetBody,
  consoleLabelsQuery,
  consoleLabelsResponse,
} from '@mti/contracts/admin/console-labels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeConsoleLabel, exportConsoleLabels, listConsoleLabels, resetConsoleLabel } from '../survey/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

const labelSchema = (summary: string) => ({
  tags: consoleTags,
  summary,
  params: consoleLabelParams,
  response: { 200: consoleLabel, ...consoleErrors },
});

export const consoleLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleList(app, {
    path: '/api/admin/console/labels',
    summary: 'Every label text, with the screen it appears on (paged, filtered by screen)',
    exportSummary: 'The same label search as CSV (text/csv)',
    query: consoleLabelsQuery,
    page: consoleLabelsResponse,
    pageOf: listConsoleLabels,
    allRowsOf: exportConsoleLabels,
    csv: {
      fileName: 'labels.csv',
      header: ['Screen', 'Appears on', 'Key', 'Text', 'Default'],
      cellsOf: (l) => [l.screen_name, l.appears_on, l.key, l.text, l.is_default ? 'yes' : 'no'],
    },
  });

  app.put(
    '/api/admin/console/labels/:screen/:key',
    { schema: { ...labelSchema("Change one label's text"), body: consoleLabelBody } },
    async (request) => changeConsoleLabel({ ...consoleCallOf(app.db, request), ...request.params, ...request.body }),
  );

  app.post(
    '/api/admin/console/labels/:screen/:key/reset',
    { schema: { ...labelSchema("Put a label's default text back"), body: consoleLabelResetBody } },
    async (request) => resetConsoleLabel({ ...consoleCallOf(app.db, request), ...request.params, ...request.body }),
  );
};
