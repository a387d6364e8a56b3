// TechTrends roadmaps API (added; the spec names no call): the cards and one document.
import { errorBody } from '@mti/contracts/common/error-body';
import { roadmapListResponse, roadmapParams, roadmapResponse } from '@mti/contracts/roadmaps/roadmaps-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { getRoadmap, listRoadmaps } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['roadmaps'];

export const roadmapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/roadmaps',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'The four TechTrends roadmaps', response: { 200: roadmapListResponse, ...errors } },
    },
    async (request) => listRoadmaps({ db: app.db, siteId: userOf(request).siteId }),
  );

  app.get(
    '/api/roadmaps/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One TechTrends roadmap document',
        params: roadmapParams,
        response: { 200: roadmapResponse, ...errors },
      },
    },
    async (request) => getRoadmap({ db: app.db, siteId: userOf(request).siteId, id: request.params.id }),
  );
};
