// /api/admin/console/payments/orders/:id…: one order in full, and refunding it (decision 063).
// The console gate has refused anybody else before the id or the body is read.
import { orderDetailResponse, orderIdParams, refundBody, refundResponse } from '@mti/contracts/admin/console-payments';
import { errorBody } from '@mti/contracts/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { getConsoleOrderDetail, refundConsoleOrder } from './order-detail-service.ts';

export const consoleOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/console/payments/orders/:id',
    {
      schema: {
        tags: consoleTags,
        summary: 'One order: its line, card (brand and last four), gateway charge id, refunds and audit trail',
        params: orderIdParams,
        response: { 200: orderDetailResponse, ...consoleErrors },
      },
    },
    async (request) => getConsoleOrderDetail({ ...consoleCallOf(app.db, request), orderId: request.params.id }),
  );

  app.post(
    '/api/admin/console/payments/orders/:id/refunds',
    {
      schema: {
        tags: consoleTags,
        summary: 'Refund part or all of the order through the gateway, once per idempotency key',
        params: orderIdParams,
        body: refundBody,
        response: { 200: refundResponse, 402: errorBody, ...consoleErrors },
      },
    },
    async (request) =>
      refundConsoleOrder({
        ...consoleCallOf(app.db, request),
        gateway: app.paymentGateway,
        orderId: request.params.id,
        body: request.body,
      }),
  );
};
