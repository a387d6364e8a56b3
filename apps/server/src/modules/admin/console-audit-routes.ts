// /api/admin/console/audit-log: the audit log screen's list and its CSV export.
import { auditLogQuery, auditLogResponse } from '@mti/contracts/admin/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_HEADER, exportAuditLog, listAuditLog } from './audit-log-service.ts';
import { sendCsv } from './console-csv.ts';
import { consoleErrors, consoleTags } from './console-errors-schema.ts';
import { consoleCallOf } from './console-gate.ts';

export const consoleAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/console/audit-log',
    {
      schema: {
        tags: consoleTags,
        summary: 'The audit log: filtered by user, action and dates, paged and sorted (newest first)',
        querystring: auditLogQuery,
        response: { 200: auditLogResponse, ...consoleErrors },
      },
    },
    async (request) => listAuditLog({ ...consoleCallOf(app.db, request), query: request.query }),
  );

  app.get(
    '/api/admin/console/audit-log/export',
    {
      schema: {
        tags: consoleTags,
        summary: 'The same audit log query as CSV (text/csv), every matching entry',
        querystring: auditLogQuery,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'audit-log.csv',
        AUDIT_CSV_HEADER,
        await exportAuditLog({ ...consoleCallOf(app.db, request), query: request.query }),
      ),
  );
};
