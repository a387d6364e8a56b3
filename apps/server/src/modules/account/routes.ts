// My Account calls of spec §7: orders, the stored card, and adding or replacing it.
import { addCardBody, addCardResponse, ordersResponse, storedCardResponse } from '@mti/contracts/account/account-api';
import { errorBody } from '@mti/contracts/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../platform/auth.ts';
import { CARD_ATTEMPTS_PER_MINUTE } from '../../platform/payment-gateway.ts';
import { RETRY_PENDING_REFUNDS_JOB, RETRY_REFUNDS_EVERY_MS, retryPendingRefunds } from './retry-pending-refunds.ts';
import { assertMayPay, getStoredCard, listRecentOrders, saveCard } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 402: errorBody, 403: errorBody, 429: errorBody };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  // At start and every few minutes, once across instances: refunds reserved but never booked (decision 070).
  app.jobs.defineRecurring(RETRY_PENDING_REFUNDS_JOB, RETRY_REFUNDS_EVERY_MS, async (_payload, { now, log }) => {
    await retryPendingRefunds({
      db: app.db,
      gateway: app.paymentGateway,
      now,
      log,
      maxAttempts: app.config.REFUND_RETRY_MAX_ATTEMPTS,
    });
  });

  app.get(
    '/api/mti/orders',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Orders of the past 12 months', response: { 200: ordersResponse, ...errors } },
    },
    async (request) => listRecentOrders({ db: app.db, siteId: userOf(request).siteId }),
  );

  // Also answers `mti/payment/` (the prospect flow's spelling): the app ignores trailing slashes.
  app.get(
    '/api/mti/payment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The stored card, or an empty object',
        response: { 200: storedCardResponse, ...errors },
      },
    },
    async (request) => getStoredCard({ db: app.db, siteId: userOf(request).siteId }),
  );

  app.post(
    '/api/mti/payment/addcc',
    {
      // An acting administrator is refused before the card is validated (decision 011, 026).
      onRequest: [app.requireUser, async (request) => assertMayPay(userOf(request))],
      config: { rateLimit: { max: CARD_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Add or replace the stored card (the card goes to the gateway; only its token is kept)',
        body: addCardBody,
        response: { 200: addCardResponse, ...errors },
      },
    },
    async (request) =>
      saveCard({
        db: app.db,
        gateway: app.paymentGateway,
        user: userOf(request),
        card: request.body,
        ip: request.ip,
      }),
  );
};
