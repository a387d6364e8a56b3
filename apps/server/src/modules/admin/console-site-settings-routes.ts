// /api/admin/console/site-settings and fia-release-calendar: the support contact and the header's and footer's route lists
// (issue 19, spec §2), and fiaConfig's release calendar. The content module owns both configurations;
// these routes call its service.
import {
  fiaReleaseCalendarBody,
  fiaReleaseCalendarResponse,
  layoutRoutesBody,
  siteSettingsResponse,
  supportContactBody,
} from '@mti/contracts/admin/console-site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeFiaReleaseCalendar,
  changeLayoutRoutes,
  changeSupportContact,
  getFiaReleaseCalendar,
  getSiteSettings,
} from '../content/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

const schemaOf = (summary: string) => ({
  tags: consoleTags,
  summary,
  response: { 200: siteSettingsResponse, ...consoleErrors },
});

export const consoleSiteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/console/site-settings', { schema: schemaOf('Support contact and layout routes') }, async () =>
    getSiteSettings({ db: app.db }),
  );

  app.put(
    '/api/admin/console/site-settings/support-contact',
    { schema: { ...schemaOf('Change the support phone, e-mail and hours'), body: supportContactBody } },
    async (request) => {
      const { version, ...value } = request.body;
      return changeSupportContact({ ...consoleCallOf(app.db, request), version, value });
    },
  );

  app.put(
    '/api/admin/console/site-settings/layout-routes',
    { schema: { ...schemaOf("Change the header's and footer's route lists"), body: layoutRoutesBody } },
    async (request) => {
      const { version, ...value } = request.body;
      return changeLayoutRoutes({ ...consoleCallOf(app.db, request), version, value });
    },
  );

  const calendarSchema = (summary: string) => ({
    tags: consoleTags,
    summary,
    response: { 200: fiaReleaseCalendarResponse, ...consoleErrors },
  });
  app.get(
    '/api/admin/console/fia-release-calendar',
    { schema: calendarSchema("fiaConfig's release calendar") },
    async () => getFiaReleaseCalendar({ db: app.db }),
  );

  app.put(
    '/api/admin/console/fia-release-calendar',
    { schema: { ...calendarSchema("Change fiaConfig's release calendar"), body: fiaReleaseCalendarBody } },
    async (request) => {
      const { version, releaseCalendar } = request.body;
      return changeFiaReleaseCalendar({ ...consoleCallOf(app.db, request), version, value: releaseCalendar });
    },
  );
};
