// Saved analyses shared within the organisation (decision 075): open one by id (own or shared)
// or the caller's own by its colon path (decision 080), and share it read-only. Every route needs
// the analytics session (onRequest, before any input is read).
import {
  savedAnalysisIdParams,
  savedAnalysisResponse,
  savedAnalysisSummary,
  shareSavedAnalysisBody,
} from '@mti/contracts/analytics/saved-analysis-api';
import { errorBody } from '@mti/contracts/common/error-body';
import { repositoryPathParams } from '@mti/contracts/files/repository-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import { openSavedAnalysis, type SharingContext, savedAnalysisAt, shareSavedAnalysis } from './saved-analyses.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tags = ['analysis-sharing'];

export const analysisSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAnalyticsUser;
  const ctxOf = (request: FastifyRequest): SharingContext => {
    const { siteId, timssCustomer } = analyticsSessionOf(request);
    return { db: app.db, owner: { siteId, timssCustomer } };
  };

  app.get(
    '/analytics/api/saved-analyses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A saved analysis you own or a colleague shares with your organisation (404 otherwise)',
        params: savedAnalysisIdParams,
        response: { 200: savedAnalysisResponse, 422: errorBody, ...errors },
      },
    },
    async (request) => openSavedAnalysis(ctxOf(request), request.params.id),
  );

  app.get(
    '/analytics/api/saved-analyses/by-path/:path',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your saved analysis at a colon path (the path form of My Files): its id and share',
        params: repositoryPathParams,
        response: { 200: savedAnalysisSummary, 422: errorBody, ...errors },
      },
    },
    async (request) => savedAnalysisAt(ctxOf(request), request.params.path),
  );

  app.put(
    '/analytics/api/saved-analyses/:id/share',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Share your saved analysis read-only with your organisation, or stop sharing it',
        params: savedAnalysisIdParams,
        body: shareSavedAnalysisBody,
        response: { 200: savedAnalysisSummary, ...errors },
      },
    },
    async (request) => shareSavedAnalysis(ctxOf(request), { id: request.params.id, access: request.body.access }),
  );
};
