// My dashboards under /analytics/api/my-dashboards: a user's own .xdashboard files (list, create,
// open, save). Every route needs the analytics session (onRequest, before any input is read).
import { errorBody } from '@mti/contracts/common/error-body';
import {
  createMyDashboardBody,
  myDashboardIdParams,
  myDashboardList,
  myDashboardResponse,
  myDashboardSummary,
  pinnableAnalyses,
  pinTileBody,
  saveMyDashboardBody,
} from '@mti/contracts/dashboards/my-dashboard-file';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import {
  createMyDashboard,
  listMyDashboards,
  listPinnableAnalyses,
  type MyDashboardContext,
  openMyDashboard,
  pinToMyDashboard,
  saveMyDashboard,
} from './my-dashboards.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const tags = ['dashboards'];

export function registerMyDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAnalyticsUser;
  const ctxOf = (request: FastifyRequest): MyDashboardContext => {
    const { siteId, timssCustomer } = analyticsSessionOf(request);
    return {
      db: app.db,
      engine: app.analyticsEngine,
      owner: { siteId, timssCustomer },
      quotaBytes: app.config.STORAGE_QUOTA_BYTES,
    };
  };

  app.get(
    '/analytics/api/my-dashboards',
    { onRequest, schema: { tags, summary: 'Your dashboards', response: { 200: myDashboardList, ...errors } } },
    async (request) => listMyDashboards(ctxOf(request)),
  );

  app.get(
    '/analytics/api/my-dashboards/analyses',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your saved analyses, to pin as tiles',
        response: { 200: pinnableAnalyses, ...errors },
      },
    },
    async (request) => listPinnableAnalyses(ctxOf(request)),
  );

  app.post(
    '/analytics/api/my-dashboards',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save a new dashboard as a .xdashboard file in your home folder (overwrite to replace one)',
        body: createMyDashboardBody,
        response: { 200: myDashboardSummary, 201: myDashboardSummary, ...errors },
      },
    },
    async (request, reply) => {
      const { file, created } = await createMyDashboard(ctxOf(request), {
        fileName: request.body.file_name,
        overwrite: request.body.overwrite,
        dashboard: request.body.content,
      });
      return reply.status(created ? 201 : 200).send(file);
    },
  );

  app.get(
    '/analytics/api/my-dashboards/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One of your dashboards (404 for anyone else’s)',
        params: myDashboardIdParams,
        response: { 200: myDashboardResponse, ...errors },
      },
    },
    async (request) => openMyDashboard(ctxOf(request), request.params.id),
  );

  app.put(
    '/analytics/api/my-dashboards/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save one of your dashboards',
        params: myDashboardIdParams,
        body: saveMyDashboardBody,
        response: { 200: myDashboardResponse, ...errors },
      },
    },
    async (request) => saveMyDashboard(ctxOf(request), request.params.id, request.body.content),
  );

  app.post(
    '/analytics/api/my-dashboards/:id/tiles',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Pin an analysis as a new tile of one of your dashboards',
        params: myDashboardIdParams,
        body: pinTileBody,
        response: { 200: myDashboardResponse, ...errors },
      },
    },
    async (request) => pinToMyDashboard(ctxOf(request), request.params.id, request.body),
  );
}
