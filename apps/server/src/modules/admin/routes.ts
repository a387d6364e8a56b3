// The portal administrator's views (added, issue 13) under `/api/admin`.
import {
  listJobsQuery,
  listJobsResponse,
  listReconciliationsQuery,
  listReconciliationsResponse,
} from '@mti/contracts/admin/admin-api';
import { errorBody } from '@mti/contracts/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { listQueueJobs, listReconciliations } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const tags = ['administration'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The job queue: queued, running, done and failed jobs with the reason of a failure',
        querystring: listJobsQuery,
        response: { 200: listJobsResponse, ...errors },
      },
    },
    async (request) => listQueueJobs({ db: app.db, user: userOf(request), query: request.query }),
  );

  app.get(
    '/api/admin/reconciliations',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'What the payment reconciliation did: orders completed and charges voided',
        querystring: listReconciliationsQuery,
        response: { 200: listReconciliationsResponse, ...errors },
      },
    },
    async (request) =>
      listReconciliations({
        db: app.db,
        user: userOf(request),
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );
};
