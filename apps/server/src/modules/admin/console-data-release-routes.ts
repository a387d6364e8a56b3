// /api/admin/console/data-releases: each product dataset's release dates on the launcher cards
// (issue 19, issue 12's "data through" and "next release").
import { dataReleaseBody, dataReleaseParams, dataReleasesResponse } from '@mti/contracts/admin/console-data-releases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { listDataReleases, saveDataRelease } from './data-releases-service.ts';

const schemaOf = (summary: string) => ({
  tags: consoleTags,
  summary,
  response: { 200: dataReleasesResponse, ...consoleErrors },
});

export const consoleDataReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/console/data-releases', { schema: schemaOf('Release dates of every dataset') }, async () =>
    listDataReleases({ db: app.db }),
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
