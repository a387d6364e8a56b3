// /api/admin/console/payments/orders/:id…: one order in full, and refunding it; …/reconciliation:
// charges without an order, and completing or voiding one (decision 063).
// The console gate has refused anybody else before the id or the body is read.
import {
  orderDetailResponse,
  orderIdParams,
  reconciliationActionListQuery,
  reconciliationActionListResponse,
  reconciliationResponse,
  refundBody,
  refundResponse,
  settleChargeBody,
  settleChargeParams,
  settleChargeResponse,
} from '@mti/contracts/admin/console-payments';
import { errorBody } from '@mti/contracts/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';
import { getConsoleOrderDetail, refundConsoleOrder } from './order-detail-service.ts';
import {
  exportReconciliationActions,
  getReconciliation,
  listReconciliationActions,
  RECONCILIATION_ACTION_CSV_HEADER,
  settleCharge,
} from './reconciliation-service.ts';

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

  app.get(
    '/api/admin/console/payments/reconciliation',
    {
      schema: {
        tags: consoleTags,
        summary: 'The charges without an order now (with the gateway\u2019s status)',
        response: { 200: reconciliationResponse, ...consoleErrors },
      },
    },
    async (request) => getReconciliation({ ...consoleCallOf(app.db, request), gateway: app.paymentGateway }),
  );

  registerConsoleList(app, {
    path: '/api/admin/console/payments/reconciliation/actions',
    summary: 'What the reconciliation did, paged, sorted (newest first) and searched',
    exportSummary: 'The same reconciliation actions as CSV',
    query: reconciliationActionListQuery,
    page: reconciliationActionListResponse,
    pageOf: listReconciliationActions,
    allRowsOf: exportReconciliationActions,
    csv: {
      fileName: 'reconciliation-actions.csv',
      header: RECONCILIATION_ACTION_CSV_HEADER,
      cellsOf: (cells) => cells,
    },
  });

  app.post(
    '/api/admin/console/payments/reconciliation/:tuid',
    {
      schema: {
        tags: consoleTags,
        summary: 'Complete the order of an approved charge without one, or void the charge (exactly once)',
        params: settleChargeParams,
        body: settleChargeBody,
        response: { 200: settleChargeResponse, 402: errorBody, ...consoleErrors },
      },
    },
    async (request) =>
      settleCharge({
        ...consoleCallOf(app.db, request),
        gateway: app.paymentGateway,
        tuid: request.params.tuid,
        action: request.body.action,
      }),
  );
};
