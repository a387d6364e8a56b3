// The prospect order calls of spec §7 (mtprospects/transaction/...): read the transaction, pay it
// with the stored card or with a new one. Only the transaction's owner, holding the prospect role
// (mtprospect), may do either.
import { errorBody } from '@mti/contracts/common/error-body';
import { downloadParams, purchasedDownloadsResponse } from '@mti/contracts/prospects/downloads-api';
import {
  payWithNewCardBody,
  payWithStoredCardBody,
  prospectTransactionResponse,
  purchaseResponse,
  transactionParams,
} from '@mti/contracts/prospects/prospects-api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { attachment } from '../../platform/content-disposition.ts';
import { CARD_ATTEMPTS_PER_MINUTE } from '../../platform/payment-gateway.ts';
import { assertMayPay } from '../account/service.ts';
import { definePaymentLinkJobs } from './payment-link-mail.ts';
import { RECONCILE_CHARGES_JOB, RECONCILE_EVERY_MS, reconcileCharges } from './reconcile-charges.ts';
import {
  getDownloadFile,
  getDownloadHistory,
  getProspectTransaction,
  payWithNewCard,
  payWithStoredCard,
  requireProspectRole,
} from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const prospectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['prospects'];
  // Who calls, the prospect role and (to pay) being the card holder are checked before any input
  // is validated, so that nobody else learns the payment rules from a 400 (decision 026). Each
  // route gets its own copy: @fastify/rate-limit pushes its hook into the route's array.
  const prospect = [
    app.requireUser,
    async (request: FastifyRequest) => requireProspectRole({ db: app.db, siteId: userOf(request).siteId }),
  ];
  const payingProspect = [...prospect, async (request: FastifyRequest) => assertMayPay(userOf(request))];
  // At start and every few minutes, once across instances: charges approved but never booked.
  app.jobs.defineRecurring(RECONCILE_CHARGES_JOB, RECONCILE_EVERY_MS, async (_payload, { now, log }) => {
    await reconcileCharges({ db: app.db, gateway: app.paymentGateway, now, log });
  });
  // The payment links the console sends (decision 070).
  definePaymentLinkJobs(app.jobs, { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL });

  app.get(
    '/api/mtprospects/transaction/:tuid',
    {
      onRequest: [...prospect],
      schema: {
        tags,
        summary: 'A prospect transaction: amount, comment, is_processed',
        params: transactionParams,
        response: { 200: prospectTransactionResponse, ...errors },
      },
    },
    async (request) =>
      getProspectTransaction({ db: app.db, siteId: userOf(request).siteId, tuid: request.params.tuid }),
  );

  app.post(
    '/api/mtprospects/transaction/:tuid/processpnref',
    {
      onRequest: [...payingProspect],
      schema: {
        tags,
        summary: 'Pay the transaction with the stored card (charged once, however often sent)',
        params: transactionParams,
        body: payWithStoredCardBody,
        response: { 200: purchaseResponse, ...errors },
      },
    },
    async (request) =>
      payWithStoredCard({
        db: app.db,
        gateway: app.paymentGateway,
        user: userOf(request),
        tuid: request.params.tuid,
        amt: request.body.amt,
        ip: request.ip,
      }),
  );

  app.post(
    '/api/mtprospects/transaction/:tuid/processcc',
    {
      onRequest: [...payingProspect],
      config: { rateLimit: { max: CARD_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Pay the transaction with a new card (not kept)',
        params: transactionParams,
        body: payWithNewCardBody,
        response: { 200: purchaseResponse, ...errors, 429: errorBody },
      },
    },
    async (request) => {
      const { amt, comment: _comment, ...card } = request.body;
      return payWithNewCard({
        db: app.db,
        gateway: app.paymentGateway,
        user: userOf(request),
        tuid: request.params.tuid,
        amt,
        card,
        ip: request.ip,
      });
    },
  );

  // The download history (spec §4: where a paid prospect order lands) and each bought file.
  app.get(
    '/api/mtprospects/downloads',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's bought downloads, newest first",
        response: { 200: purchasedDownloadsResponse, ...errors },
      },
    },
    async (request) => getDownloadHistory({ db: app.db, siteId: userOf(request).siteId }),
  );

  app.get(
    '/api/mtprospects/downloads/:downloadKey/file',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        // No 200 schema: the body is CSV, not JSON; refusals still come as {code, msg}.
        summary: 'A bought download as CSV (text/csv); 403 to anyone who has not bought it',
        params: downloadParams,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await getDownloadFile({
        db: app.db,
        siteId: userOf(request).siteId,
        downloadKey: request.params.downloadKey,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
