// /api/admin/console/...: the administrator console's API (issue 19, decision 050). Every route
// registered here, by this file or the plugins it registers, passes requireUser then the console
// gate (administrators signed in as themselves) before anything else. One line per screen's plugin.
import { consoleAccessResponse } from '@mti/contracts/admin/console-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { consoleAnnouncementRoutes } from './console-announcement-routes.ts';
import { consoleAppImageRoutes } from './console-app-image-routes.ts';
import { consoleAuditRoutes } from './console-audit-routes.ts';
import { consoleCatalogueRoutes } from './console-catalogue-routes.ts';
import { consoleCompanyRoutes } from './console-company-routes.ts';
import { consoleDataReleaseRoutes } from './console-data-release-routes.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { requireConsoleAdministrator } from './console-gate.ts';
import { consoleGroupRoutes } from './console-group-routes.ts';
import { consoleLabelRoutes } from './console-label-routes.ts';
import { consoleMaintenanceRoutes } from './console-maintenance-routes.ts';
import { consoleMenuGroupRoutes } from './console-menu-group-routes.ts';
import { consoleOrderRoutes } from './console-order-routes.ts';
import { consolePassportRoutes } from './console-passport-routes.ts';
import { consolePaymentsRoutes } from './console-payments-routes.ts';
import { consoleProspectTransactionRoutes } from './console-prospect-transaction-routes.ts';
import { consoleRedirectRoutes } from './console-redirect-routes.ts';
import { consoleSiteSettingsRoutes } from './console-site-settings-routes.ts';
import { consoleTermsRoutes } from './console-terms-routes.ts';
import { consoleThresholdRoutes } from './console-threshold-routes.ts';
import { consoleUserLinksRoutes } from './console-user-links-routes.ts';
import { consoleUsersRoutes } from './console-users-routes.ts';

export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', requireConsoleAdministrator(app.db));

  app.get(
    '/api/admin/console/access',
    {
      schema: {
        tags: consoleTags,
        summary: 'Whether the caller may use the administrator console (403 with the reason if not)',
        response: { 200: consoleAccessResponse, ...consoleErrors },
      },
    },
    async (request) => ({ userid: userOf(request).userId, name: userOf(request).userId }),
  );

  // Screens (each plugin's routes pass the gate above):
  await app.register(consoleUsersRoutes); // users, users/export, users/:siteId and its actions
  await app.register(consoleAuditRoutes); // audit-log, audit-log/export
  await app.register(consoleMaintenanceRoutes); // maintenance, maintenance/:appKey (catalog)
  await app.register(consoleRedirectRoutes); // redirects (content)
  await app.register(consoleThresholdRoutes); // survey-thresholds, survey-thresholds/:page (survey)
  await app.register(consoleCatalogueRoutes); // apps, apps/export, apps/:appKey (catalog)
  await app.register(consoleAppImageRoutes); // apps/:appKey/image (catalog)
  await app.register(consoleGroupRoutes); // groups, groups/export, groups/:groupName (catalog)
  await app.register(consoleMenuGroupRoutes); // menu-groups, menu-groups/export, menu-groups/:menuGroupName
  await app.register(consoleTermsRoutes); // terms-texts, terms-texts/:termsKey, terms-acceptances (catalog)
  await app.register(consolePassportRoutes); // passport/contracts, seats, sending caps, forgotten; jobs (passport, platform)
  await app.register(consolePaymentsRoutes); // payments/orders, failed-refunds, refunds/:id/book (account)
  await app.register(consoleUserLinksRoutes); // users/:siteId/roles and /company, organisations, companies/options (identity, passport)
  await app.register(consoleOrderRoutes); // payments/orders/:id, payments/orders/:id/refunds (account)
  await app.register(consoleSiteSettingsRoutes); // site-settings, fia-release-calendar (content)
  await app.register(consoleDataReleaseRoutes); // data-releases (analytics schedule, content store)
  await app.register(consoleCompanyRoutes); // companies, companies/:id, its contracts and domains (passport)
  await app.register(consoleAnnouncementRoutes); // announcements/decommission-notice (content)
  await app.register(consoleLabelRoutes); // labels, labels/:screen/:key, …/reset (survey)
  await app.register(consoleProspectTransactionRoutes); // payments/prospect-transactions (prospects)
};
