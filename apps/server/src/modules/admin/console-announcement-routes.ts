// /api/admin/console/announcements/decommission-notice: the launcher's decommission notice (issue 19,
// spec §2, §9): date, heading, apps and sentences. The content module owns the configuration it
// lives in; these routes call its service.

import {
  announcementFields,
  announcementIdParams,
  announcementListQuery,
  announcementListResponse,
  consoleAnnouncement,
  updateAnnouncementBody,
  versionQuery,
} from '@mti/contracts/catalog/announcements';
import { decommissionNoticeBody, decommissionNoticeResponse } from '@mti/contracts/content/decommission-notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createConsoleAnnouncement,
  deleteConsoleAnnouncement,
  exportConsoleAnnouncements,
  listConsoleAnnouncements,
  updateConsoleAnnouncement,
} from '../catalog/service.ts';
import { changeDecommissionNotice, getDecommissionNotice } from '../content/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

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

  // Launcher announcements beyond the notice (decision 091); the catalogue owns them.
  const list = '/api/admin/console/announcements';
  registerConsoleList(app, {
    path: list,
    summary: 'Launcher announcements (heading, text, dates, apps), paged, sorted and searched',
    exportSummary: 'The same announcements as CSV',
    query: announcementListQuery,
    page: announcementListResponse,
    pageOf: listConsoleAnnouncements,
    allRowsOf: exportConsoleAnnouncements,
    csv: {
      fileName: 'announcements.csv',
      header: ['Id', 'Heading', 'Text', 'Starts on', 'Ends on', 'Apps'],
      cellsOf: (a) => [
        a.id,
        a.title,
        a.body,
        a.starts_on,
        a.ends_on,
        a.app_names.length ? a.app_names.join('; ') : 'Everyone',
      ],
    },
  });
  app.post(
    list,
    {
      schema: {
        tags: consoleTags,
        summary: 'Add an announcement',
        body: announcementFields,
        response: { 200: consoleAnnouncement, ...consoleErrors },
      },
    },
    async (request) => createConsoleAnnouncement({ ...consoleCallOf(app.db, request), fields: request.body }),
  );
  app.put(
    `${list}/:id`,
    {
      schema: {
        tags: consoleTags,
        summary: 'Change an announcement (409 stale when another edit came first)',
        params: announcementIdParams,
        body: updateAnnouncementBody,
        response: { 200: consoleAnnouncement, ...consoleErrors },
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      return updateConsoleAnnouncement({ ...consoleCallOf(app.db, request), id: request.params.id, version, fields });
    },
  );
  app.delete(
    `${list}/:id`,
    {
      schema: {
        tags: consoleTags,
        summary: 'Delete an announcement',
        params: announcementIdParams,
        querystring: versionQuery,
        response: { 204: z.null(), ...consoleErrors },
      },
    },
    async (request, reply) => {
      await deleteConsoleAnnouncement({
        ...consoleCallOf(app.db, request),
        id: request.params.id,
        version: request.query.version,
      });
      return reply.code(204).send(null);
    },
  );
};
