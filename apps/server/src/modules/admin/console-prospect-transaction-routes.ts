// /api/admin/console/payments/prospect-transactions…: the console's prospect transactions (issue
// 19, decision 070): list and CSV, the downloads that may be offered, create one (its payment link
// mailed by the job queue), send the link again and cancel an unpaid one (decision 074). The prospects module owns them; the console
// gate has refused anybody else before the body is read.
import {
  cancelProspectTransactionBody,
  createProspectTransactionBody,
  prospectDownloadOptionsResponse,
  prospectTransactionListQuery,
  prospectTransactionListResponse,
  prospectTransactionParams,
  prospectTransactionResponse,
} from '@mti/contracts/admin/console-prospect-transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelConsoleProspectTransaction,
  createConsoleProspectTransaction,
  exportConsoleProspectTransactions,
  listConsoleProspectTransactions,
  listProspectDownloads,
  resendProspectPaymentLink,
} from '../prospects/service.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';
import { registerConsoleList } from './console-list-routes.ts';

const LIST = '/api/admin/console/payments/prospect-transactions';
const CSV_HEADER = [
  'Transaction',
  'Username',
  'Download',
  'Amount (USD)',
  'Comment',
  'Status',
  'Order',
  'Created (UTC)',
  'Created by',
  'Link sent (UTC)',
];

export const consoleProspectTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof consoleCallOf>[1]) => {
    const call = consoleCallOf(app.db, request);
    return { db: call.db, actor: call.admin.siteId, ip: call.ip };
  };

  registerConsoleList(app, {
    path: LIST,
    summary: 'Prospect transactions, paged, sorted and searched (username, download, comment, id)',
    exportSummary: 'The same list as CSV',
    query: prospectTransactionListQuery,
    page: prospectTransactionListResponse,
    pageOf: listConsoleProspectTransactions,
    allRowsOf: exportConsoleProspectTransactions,
    csv: {
      fileName: 'prospect-transactions.csv',
      header: CSV_HEADER,
      cellsOf: (t) => [
        t.tuid,
        t.userid,
        t.download_title,
        (t.amount_cents / 100).toFixed(2),
        t.comment,
        t.status,
        t.order_id ?? '',
        t.created_at,
        t.created_by ?? '',
        t.link_sent_at ?? '',
      ],
    },
  });

  app.get(
    `${LIST}/downloads`,
    {
      schema: {
        tags: consoleTags,
        summary: 'The downloads a prospect transaction may offer',
        response: { 200: prospectDownloadOptionsResponse, ...consoleErrors },
      },
    },
    async () => listProspectDownloads(),
  );

  app.post(
    LIST,
    {
      schema: {
        tags: consoleTags,
        summary: 'Create a prospect transaction and mail its payment link to the prospect',
        body: createProspectTransactionBody,
        response: { 200: prospectTransactionResponse, ...consoleErrors },
      },
    },
    async (request) => ({
      transaction: await createConsoleProspectTransaction({ ...actorOf(request), body: request.body }),
    }),
  );

  app.post(
    `${LIST}/:tuid/send-link`,
    {
      schema: {
        tags: consoleTags,
        summary: 'Mail the payment link again (refused once paid)',
        params: prospectTransactionParams,
        response: { 200: prospectTransactionResponse, ...consoleErrors },
      },
    },
    async (request) => ({
      transaction: await resendProspectPaymentLink({ ...actorOf(request), tuid: request.params.tuid }),
    }),
  );

  app.post(
    `${LIST}/:tuid/cancel`,
    {
      schema: {
        tags: consoleTags,
        summary: 'Cancel an unpaid transaction at the version read (409 when paid, cancelled, being paid or stale)',
        params: prospectTransactionParams,
        body: cancelProspectTransactionBody,
        response: { 200: prospectTransactionResponse, ...consoleErrors },
      },
    },
    async (request) => ({
      transaction: await cancelConsoleProspectTransaction({
        ...actorOf(request),
        tuid: request.params.tuid,
        version: request.body.version,
      }),
    }),
  );
};
