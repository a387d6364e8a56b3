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
import { sendCsv } from './console-csv.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
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

  app.get(
    '/api/admin/console/passport/contracts',
    {
      schema: {
        ...schemaOf('Booth contracts per show cycle with subscription, seats and sending cap', contractListResponse),
        querystring: contractListQuery,
      },
    },
    async (request) => listContracts({ ...call(request), query: request.query }),
  );

  app.get(
    '/api/admin/console/passport/contracts/export',
    { schema: { tags: consoleTags, summary: 'The same contract list as CSV', querystring: contractListQuery } },
    async (request, reply) =>
      sendCsv(
        reply,
        'booth-contracts.csv',
        CONTRACT_CSV_HEADER,
        await exportContracts({ ...call(request), query: request.query }),
      ),
  );

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

  app.get(
    '/api/admin/console/passport/sending-caps',
    {
      schema: {
        ...schemaOf(
          'Each company\u2019s daily sending cap and today\u2019s sends, paged, sorted and searched',
          sendingCapListResponse,
        ),
        querystring: sendingCapListQuery,
      },
    },
    async (request) => sendingCaps({ ...call(request), query: request.query }),
  );
  app.get(
    '/api/admin/console/passport/sending-caps/export',
    {
      schema: {
        tags: consoleTags,
        summary: 'The same sending caps as CSV',
        querystring: sendingCapListQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'sending-caps.csv',
        SENDING_CAP_CSV_HEADER,
        await exportSendingCaps({ ...call(request), query: request.query }),
      ),
  );

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

  app.get(
    '/api/admin/console/passport/forgotten',
    {
      schema: {
        ...schemaOf(
          'Recorded forgotten-contact requests, paged, sorted (newest first) and searched',
          forgottenListResponse,
        ),
        querystring: forgottenListQuery,
      },
    },
    async (request) => forgottenRequests({ ...call(request), query: request.query }),
  );
  app.get(
    '/api/admin/console/passport/forgotten/export',
    {
      schema: {
        tags: consoleTags,
        summary: 'The same forgotten-contact requests as CSV',
        querystring: forgottenListQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'forgotten-requests.csv',
        FORGOTTEN_CSV_HEADER,
        await exportForgottenRequests({ ...call(request), query: request.query }),
      ),
  );

  app.get(
    '/api/admin/console/jobs',
    {
      schema: {
        ...schemaOf('Failed or queued jobs with their last error', jobListResponse),
        querystring: jobListQuery,
      },
    },
    async (request) => listJobs({ ...call(request), query: request.query }),
  );

  app.get(
    '/api/admin/console/jobs/export',
    { schema: { tags: consoleTags, summary: 'The same job list as CSV', querystring: jobListQuery } },
    async (request, reply) =>
      sendCsv(reply, 'jobs.csv', JOB_CSV_HEADER, await exportJobs({ ...call(request), query: request.query })),
  );

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
