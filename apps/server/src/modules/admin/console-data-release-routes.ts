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
import { sendCsv } from './console-csv.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
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
  app.get(
    '/api/admin/console/data-releases',
    {
      schema: {
        tags: consoleTags,
        summary: 'Release dates of the datasets, paged, sorted and searched, with the version a save sends',
        querystring: dataReleaseListQuery,
        response: { 200: dataReleaseListResponse, ...consoleErrors },
      },
    },
    async (request) => pageOfDataReleases({ db: app.db, query: request.query }),
  );
  app.get(
    '/api/admin/console/data-releases/export',
    { schema: { tags: consoleTags, summary: 'The same release dates as CSV', querystring: dataReleaseListQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        'dataset-release-dates.csv',
        DATA_RELEASE_CSV_HEADER,
        await exportDataReleases({ db: app.db, query: request.query }),
      ),
  );

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
