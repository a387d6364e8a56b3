// /api/admin/console/data-releases: each product dataset's release dates on the launcher cards
// (issue 19, issue 12's "data through" and "next release").
import {
  dataReleaseBody,
  dataReleaseListQuery,
  dataReleaseListResponse,
  dataReleaseParams,
  dataReleasesResponse,
} from '@mti/contracts/admin/console-data-releases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';
import {
  DATA_RELEASE_CSV_HEADER,
  exportDataReleases,
  pageOfDataReleases,
  saveDataRelease,
} from './data-releases-service.ts';

const schemaOf = (summary: string) => ({
  tags: consoleTags,
  summary,
  response: { 200: dataReleasesResponse, ...consoleErrors },
});

export const consoleDataReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleList(app, {
    path: '/api/admin/console/data-releases',
    summary: 'Release dates of the datasets, paged, sorted and searched, with the version a save sends',
    exportSummary: 'The same release dates as CSV',
    query: dataReleaseListQuery,
    page: dataReleaseListResponse,
    pageOf: pageOfDataReleases,
    allRowsOf: exportDataReleases,
    csv: { fileName: 'dataset-release-dates.csv', header: DATA_RELEASE_CSV_HEADER, cellsOf: (cells) => cells },
  });

  app.put(
    '/api/admin/console/data-releases/:datasetId',
    {
      schema: {
        ...schemaOf("Set a dataset's release dates (null: back to its schedule)"),
        params: dataReleaseParams,
        body: dataReleaseBody,
      },
    },
    async (request) =>
      saveDataRelease({ ...consoleCallOf(app.db, request), datasetId: request.params.datasetId, ...request.body }),
  );
};
