// The Territory Wizard under /analytics/api/territories (decision 041): plans in My Files, own or
// shared within the organisation, their sharing, the colleagues to assign, and a plan's figures.
// Every route needs the analytics session (onRequest, before any input is read).
import { errorBody } from '@mti/contracts/common/error-body';
import {
  colleagueList,
  createTerritoryFileBody,
  saveTerritoryFileBody,
  shareTerritoryFileBody,
  territoryFiguresResponse,
  territoryFileIdParams,
  territoryFileList,
  territoryFileResponse,
  territoryFileSummary,
} from '@mti/contracts/territory-wizard/territory-api';
import { territoryFile } from '@mti/contracts/territory-wizard/territory-file';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import {
  createTerritoryPlan,
  listColleagues,
  listTerritoryPlans,
  openTerritoryPlan,
  type PlanContext,
  saveTerritoryPlan,
  shareTerritoryPlan,
  sizeTerritoryPlan,
} from './territory-plans.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const tags = ['territory-wizard'];

const territoryWizardRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAnalyticsUser;
  const quotaBytes = app.config.STORAGE_QUOTA_BYTES;
  const ctxOf = (request: FastifyRequest): PlanContext => {
    const { siteId, timssCustomer } = analyticsSessionOf(request);
    return { db: app.db, engine: app.analyticsEngine, owner: { siteId, timssCustomer } };
  };

  app.get(
    '/analytics/api/territories/files',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your territory plans and those shared with you',
        response: { 200: territoryFileList, ...errors },
      },
    },
    async (request) => listTerritoryPlans(ctxOf(request)),
  );

  app.get(
    '/analytics/api/territories/files/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A territory plan you own or that is shared with you',
        params: territoryFileIdParams,
        response: { 200: territoryFileResponse, 422: errorBody, ...errors },
      },
    },
    async (request) => openTerritoryPlan(ctxOf(request), request.params.id),
  );

  app.post(
    '/analytics/api/territories/files',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save a territory plan as a .xterritory file in your home folder (overwrite to replace one)',
        body: createTerritoryFileBody,
        response: { 200: territoryFileSummary, 201: territoryFileSummary, ...errors },
      },
    },
    async (request, reply) => {
      const { file, created } = await createTerritoryPlan(ctxOf(request), {
        fileName: request.body.file_name,
        overwrite: request.body.overwrite,
        plan: request.body.content,
        quotaBytes,
      });
      return reply.status(created ? 201 : 200).send(file);
    },
  );

  app.put(
    '/analytics/api/territories/files/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Save over a territory plan you own or may edit',
        params: territoryFileIdParams,
        body: saveTerritoryFileBody,
        response: { 200: territoryFileSummary, ...errors },
      },
    },
    async (request) =>
      saveTerritoryPlan(ctxOf(request), { id: request.params.id, plan: request.body.content, quotaBytes }),
  );

  app.put(
    '/analytics/api/territories/files/:id/share',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Share your territory plan with your organisation: none, read or edit',
        params: territoryFileIdParams,
        body: shareTerritoryFileBody,
        response: { 200: territoryFileSummary, ...errors },
      },
    },
    async (request) => shareTerritoryPlan(ctxOf(request), { id: request.params.id, access: request.body.access }),
  );

  app.post(
    '/analytics/api/territories/figures',
    {
      onRequest,
      schema: {
        tags,
        summary: "A plan's potential, establishments, employment and USMTO orders per territory, with balance",
        body: territoryFile,
        response: { 200: territoryFiguresResponse, ...errors },
      },
    },
    async (request) => sizeTerritoryPlan(ctxOf(request), request.body),
  );

  app.get(
    '/analytics/api/territories/colleagues',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The members of your organisation, to assign as reps',
        response: { 200: colleagueList, ...errors },
      },
    },
    async (request) => listColleagues(ctxOf(request)),
  );
};

/** The figures come from the analytics engine: registered after the analytics plugin. */
export const territoryWizardRoutes = fp(territoryWizardRoutesPlugin, {
  name: 'territory-wizard',
  dependencies: ['analytics'],
  decorators: { fastify: ['analyticsEngine'] },
});
