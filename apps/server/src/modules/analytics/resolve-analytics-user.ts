// Who is calling the analytics service, and which datasets they are entitled to. The caller is the
// analytics session of the single sign-on handshake (platform/analytics-auth.ts), which lives only
// as long as the portal session it came from; routes require it with `onRequest:
// app.requireAnalyticsUser` and read it here, with the entitlements the analyzer needs on top.
import type { FastifyRequest } from 'fastify';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import type { Db } from '../../platform/db.ts';
import { getEntitlements } from '../identity/service.ts';
import type { Entitlements } from './dataset-declaration.ts';

export type AnalyticsUser = { siteId: string; entitlements: Entitlements };

/** The caller of an analytics route (after requireAnalyticsUser) and the datasets they may read. */
export async function analyticsUserOf(db: Db, request: FastifyRequest): Promise<AnalyticsUser> {
  const { siteId } = analyticsSessionOf(request);
  return { siteId, entitlements: await entitlementsOf(db, siteId) };
}

/** The datasets a user may read: their product roles, subscription and identity. */
export async function entitlementsOf(db: Db, siteId: string): Promise<Entitlements> {
  const { subscriptionActive, roles } = await getEntitlements({ db, siteId });
  // Product data needs an active subscription on top of the product's role (each dataset says
  // whether it does: dataset-declaration.ts isEntitled); an uploaded table only its owner.
  return { roles, subscriptionActive, siteId };
}
