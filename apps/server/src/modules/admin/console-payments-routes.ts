// /api/admin/console/payments/orders…: the console's Payments section (issue 19), its alert of refunds
// that need attention and their "Book it now" (decisions 091, 096, 098). The account module owns the
// orders and refunds; these routes call its service. The console gate has refused anybody else.
import {
  bookRefundParams,
  bookRefundResponse,
  failedRefundsResponse,
  orderListQuery,
  orderListResponse,
} from '@mti/contracts/admin/console-payments';
import { errorBody } from '@mti/contracts/common/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportConsoleOrders, listConsoleOrders, listRecentFailedRefunds } from '../account/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';
import { bookConsoleRefund } from './order-detail-service.ts';

const ORDER_CSV_HEADER = [
  'Order',
  'Username',
  'Site id',
  'At (UTC)',
  'Total (USD)',
  'Refunded (USD)',
  'Net (USD)',
  'Description',
  'Card',
  'Prospect',
];
const dollars = (cents: number) => (cents / 100).toFixed(2);

export const consolePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/console/payments/failed-refunds',
    {
      schema: {
        tags: consoleTags,
        summary: 'Refunds failed in the last 30 days (refused by the gateway, or given up after every retry failed)',
        response: { 200: failedRefundsResponse, ...consoleErrors },
      },
    },
    async () =>
      listRecentFailedRefunds({ db: app.db, now: new Date(), maxAttempts: app.config.REFUND_RETRY_MAX_ATTEMPTS }),
  );

  app.post(
    '/api/admin/console/payments/refunds/:id/book',
    {
      schema: {
        tags: consoleTags,
        summary:
          'Book it now: ask the gateway again with the refund\u2019s own idempotency key and book its answer (decision 098)',
        params: bookRefundParams,
        response: { 200: bookRefundResponse, 402: errorBody, 502: errorBody, ...consoleErrors },
      },
    },
    async (request) =>
      bookConsoleRefund({
        ...consoleCallOf(app.db, request),
        gateway: app.paymentGateway,
        refundId: request.params.id,
      }),
  );

  registerConsoleList(app, {
    path: '/api/admin/console/payments/orders',
    summary: 'Every user\u2019s orders, paged, sorted and searched (username, description, order number)',
    exportSummary: 'The same order list as CSV',
    query: orderListQuery,
    page: orderListResponse,
    pageOf: listConsoleOrders,
    allRowsOf: exportConsoleOrders,
    csv: {
      fileName: 'orders.csv',
      header: ORDER_CSV_HEADER,
      cellsOf: (o) => [
        o.id,
        o.userid,
        o.site_id,
        o.created_at,
        dollars(o.total_cents),
        dollars(o.refunded_cents),
        dollars(o.net_cents),
        o.description,
        o.card_brand ? `${o.card_brand} ending ${o.card_last4}` : '',
        o.prospect_transaction ? 'yes' : 'no',
      ],
    },
  });
};
