// /api/admin/console/passport… and /api/admin/console/jobs…: the console's Exhibitor Passport
// section (issue 19). Each handler calls one service function; the console gate has already
// refused anybody else. Seats, contracts, caps and forgotten requests are the passport module's.
import {
  consoleReassignBody,
  consoleSubscriptionParams,
  contractListQuery,
  contractListResponse,
  jobListQuery,
  jobListResponse,
  jobParams,
  paidSeatsBody,
} from '@mti/contracts/admin/console-passport';
import {
  companyParams,
  sendingCap,
  sendingCapListQuery,
  sendingCapListResponse,
  setSendingCapBody,
} from '@mti/contracts/passport/campaigns-api';
import { forgottenListQuery, forgottenListResponse } from '@mti/contracts/passport/passport-admin-api';
import { adminSubscription } from '@mti/contracts/passport/passport-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';
import {
  addPaidSeats,
  CONTRACT_CSV_HEADER,
  changeSendingCap,
  exportContracts,
  exportForgottenRequests,
  exportJobs,
  exportSendingCaps,
  FORGOTTEN_CSV_HEADER,
  forgottenRequests,
  JOB_CSV_HEADER,
  listContracts,
  listJobs,
  reassignContractSeat,
  retryJob,
  SENDING_CAP_CSV_HEADER,
  sendingCaps,
} from './passport-service.ts';

const schemaOf = (summary: string, ok: z.ZodType) => ({
  tags: consoleTags,
  summary,
  response: { 200: ok, ...consoleErrors },
});

export const consolePassportRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = (request: Parameters<typeof consoleCallOf>[1]) => consoleCallOf(app.db, request);

  registerConsoleList(app, {
    path: '/api/admin/console/passport/contracts',
    summary: 'Booth contracts per show cycle with subscription, seats and sending cap',
    exportSummary: 'The same contract list as CSV',
    query: contractListQuery,
    page: contractListResponse,
    pageOf: listContracts,
    allRowsOf: exportContracts,
    csv: { fileName: 'booth-contracts.csv', header: CONTRACT_CSV_HEADER, cellsOf: (cells) => cells },
  });

  app.post(
    '/api/admin/console/passport/subscriptions/:subscriptionId/paid-seats',
    {
      schema: {
        ...schemaOf('Record paid seats beyond the included ones', adminSubscription),
        params: consoleSubscriptionParams,
        body: paidSeatsBody,
      },
    },
    async (request) =>
      addPaidSeats({ ...call(request), subscriptionId: request.params.subscriptionId, ...request.body }),
  );

  app.post(
    '/api/admin/console/passport/subscriptions/:subscriptionId/reassign',
    {
      schema: {
        ...schemaOf('Give a seat to another user because the employee left', adminSubscription),
        params: consoleSubscriptionParams,
        body: consoleReassignBody,
      },
    },
    async (request) =>
      reassignContractSeat({
        ...call(request),
        subscriptionId: request.params.subscriptionId,
        fromUserid: request.body.from_userid,
        toUserid: request.body.to_userid,
        reason: request.body.reason,
      }),
  );

  registerConsoleList(app, {
    path: '/api/admin/console/passport/sending-caps',
    summary: 'Each company\u2019s daily sending cap and today\u2019s sends, paged, sorted and searched',
    exportSummary: 'The same sending caps as CSV',
    query: sendingCapListQuery,
    page: sendingCapListResponse,
    pageOf: sendingCaps,
    allRowsOf: exportSendingCaps,
    csv: { fileName: 'sending-caps.csv', header: SENDING_CAP_CSV_HEADER, cellsOf: (cells) => cells },
  });

  app.put(
    '/api/admin/console/passport/sending-caps/:companyId',
    {
      schema: {
        ...schemaOf('Set a company\u2019s daily sending cap', sendingCap),
        params: companyParams,
        body: setSendingCapBody,
      },
    },
    async (request) =>
      changeSendingCap({
        ...call(request),
        companyId: request.params.companyId,
        dailyCap: request.body.daily_cap,
        version: request.body.version,
      }),
  );

  registerConsoleList(app, {
    path: '/api/admin/console/passport/forgotten',
    summary: 'Recorded forgotten-contact requests, paged, sorted (newest first) and searched',
    exportSummary: 'The same forgotten-contact requests as CSV',
    query: forgottenListQuery,
    page: forgottenListResponse,
    pageOf: forgottenRequests,
    allRowsOf: exportForgottenRequests,
    csv: { fileName: 'forgotten-requests.csv', header: FORGOTTEN_CSV_HEADER, cellsOf: (cells) => cells },
  });

  registerConsoleList(app, {
    path: '/api/admin/console/jobs',
    summary: 'Failed or queued jobs with their last error',
    exportSummary: 'The same job list as CSV',
    query: jobListQuery,
    page: jobListResponse,
    pageOf: listJobs,
    allRowsOf: exportJobs,
    csv: { fileName: 'jobs.csv', header: JOB_CSV_HEADER, cellsOf: (cells) => cells },
  });

  app.post(
    '/api/admin/console/jobs/:jobId/retry',
    {
      schema: {
        tags: consoleTags,
        summary: 'Queue a failed job again (409 when it is no longer failed)',
        params: jobParams,
        response: { 204: z.null(), ...consoleErrors },
      },
    },
    async (request, reply) => {
      await retryJob({ ...call(request), jobId: request.params.jobId });
      return reply.status(204).send(null);
    },
  );
};
