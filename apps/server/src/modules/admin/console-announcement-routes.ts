// /api/admin/console/announcements/decommission-notice: the launcher's decommission notice (issue 19,
// spec §2, §9): date, heading, apps and sentences. The content module owns the configuration it
// lives in; these routes call its service.
import { decommissionNoticeBody, decommissionNoticeResponse } from '@mti/contracts/content/decommission-notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeDecommissionNotice, getDecommissionNotice } from '../content/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

const schemaOf = (summary: string) => ({
  tags: consoleTags,
  summary,
  response: { 200: decommissionNoticeResponse, ...consoleErrors },
});

export const consoleAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const url = '/api/admin/console/announcements/decommission-notice';
  app.get(url, { schema: schemaOf('The decommission notice members see in the launcher') }, async () =>
    getDecommissionNotice({ db: app.db }),
  );

  app.put(
    url,
    { schema: { ...schemaOf("Change the decommission notice's date, apps and texts"), body: decommissionNoticeBody } },
    async (request) => {
      const { version, ...value } = request.body;
      return changeDecommissionNotice({ ...consoleCallOf(app.db, request), version, value });
    },
  );
};
