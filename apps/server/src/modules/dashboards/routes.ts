// The embedded dashboards: GET /api/mti/getTableauContent/{detailId} (portal bearer, spec §7) gives
// the ticket; POST /analytics/api/dashboards/data (analytics session) gives the figures for it.
import { errorBody } from '@mti/contracts/common/error-body';
import {
  dashboardData,
  dashboardDataBody,
  tableauContentParams,
  tableauContentResponse,
} from '@mti/contracts/dashboards/dashboards-api';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import { userOf } from '../../platform/auth.ts';
import { ticketKey } from './dashboard-ticket.ts';
import { registerMyDashboardRoutes } from './my-dashboards-routes.ts';
import { getDashboardContent, getDashboardData } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody };
const tags = ['dashboards'];

const dashboardsRoutesPlugin: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const key = ticketKey(secret);

  app.get(
    '/api/mti/getTableauContent/:detailId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A short-lived ticket that starts the dashboard of an app's detailId",
        params: tableauContentParams,
        response: { 200: tableauContentResponse, ...errors },
      },
    },
    async (request) =>
      getDashboardContent({ db: app.db, key, siteId: userOf(request).siteId, detailId: request.params.detailId }),
  );

  app.post(
    '/analytics/api/dashboards/data',
    {
      // Authentication before body validation: no answer at all without an analytics session.
      onRequest: app.requireAnalyticsUser,
      schema: {
        tags,
        summary: "A dashboard's KPIs, trend, breakdown and state map for its ticket and filters",
        body: dashboardDataBody,
        response: { 200: dashboardData, ...errors },
      },
    },
    async (request) =>
      getDashboardData({
        engine: app.analyticsEngine,
        key,
        siteId: analyticsSessionOf(request).siteId,
        content: request.body.content,
        filters: request.body.filters,
      }),
  );

  registerMyDashboardRoutes(app);
};

/**
 * The figures come from the analytics engine: registering dashboards without the analytics plugin
 * fails at start with fastify-plugin's message naming it, not with an undefined engine at the first
 * request.
 */
export const dashboardsRoutes = fp(dashboardsRoutesPlugin, {
  name: 'dashboards',
  dependencies: ['analytics'],
  decorators: { fastify: ['analyticsEngine'] },
});
