// /api/admin/console/audit-log: the audit log screen's list and its CSV export.
import { auditLogQuery, auditLogResponse } from '@mti/contracts/admin/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_HEADER, exportAuditLog, listAuditLog } from './audit-log-service.ts';
import { registerConsoleList } from './console-list-routes.ts';

export const consoleAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleList(app, {
    path: '/api/admin/console/audit-log',
    summary: 'The audit log: filtered by user, action and dates, paged and sorted (newest first)',
    exportSummary: 'The same audit log query as CSV (text/csv), every matching entry',
    query: auditLogQuery,
    page: auditLogResponse,
    pageOf: listAuditLog,
    allRowsOf: exportAuditLog,
    csv: { fileName: 'audit-log.csv', header: AUDIT_CSV_HEADER, cellsOf: (cells) => cells },
  });
};
