// The embedded dashboards (spec §2 tableau/viewer/{app}, §7 mti/getTableauContent): who may open
// one (as who may open its launcher app), the ticket that starts it, and its figures for a ticket.
import {
  DASHBOARD_CODES,
  DASHBOARD_MSG,
  type DashboardData,
  type DashboardFilters,
} from '@mti/contracts/dashboards/dashboards-api';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { AnalyticsEngine } from '../analytics/service.ts';
import { getAppAccess } from '../catalog/service.ts';
import { findDashboard } from './dashboard-definitions.ts';
import { computeDashboard } from './dashboard-figures.ts';
import { readTicket, signTicket, TICKET_TTL_MS } from './dashboard-ticket.ts';

/** GET mti/getTableauContent/{detailId}: a ticket for a dashboard the user may open now. */
export async function getDashboardContent({
  db,
  key,
  siteId,
  detailId,
  now = Date.now(),
}: {
  db: Db;
  key: Uint8Array;
  siteId: string;
  detailId: string;
  now?: number;
}): Promise<{ content: string }> {
  const dashboard = findDashboard(detailId);
  if (!dashboard) throw notFound(DASHBOARD_MSG.unknownDashboard);
  const access = await getAppAccess({ db, siteId, appKey: dashboard.appKey });
  if (access === 'no_such_app') throw notFound(DASHBOARD_MSG.unknownDashboard);
  if (access === 'not_entitled') throw forbidden();
  if (access === 'terms_not_accepted')
    throw new AppError(403, DASHBOARD_CODES.termsRequired, DASHBOARD_MSG.termsRequired);
  return { content: await signTicket(key, { detailId, siteId }, now + TICKET_TTL_MS) };
}

/** POST /analytics/api/dashboards/data: the figures of the ticket's dashboard, for its own user only. */
export async function getDashboardData({
  engine,
  key,
  siteId,
  content,
  filters,
  now = Date.now(),
}: {
  engine: AnalyticsEngine;
  key: Uint8Array;
  siteId: string;
  content: string;
  filters: DashboardFilters;
  now?: number;
}): Promise<DashboardData> {
  const ticket = await readTicket(key, content, now);
  const dashboard = ticket && findDashboard(ticket.grant.detailId);
  if (!ticket || !dashboard || ticket.grant.siteId !== siteId) {
    throw new AppError(403, DASHBOARD_CODES.badTicket, DASHBOARD_MSG.badTicket);
  }
  if (ticket.expired) throw new AppError(403, DASHBOARD_CODES.ticketExpired, DASHBOARD_MSG.ticketExpired);
  return computeDashboard(engine, dashboard, filters);
}
