// Who is calling the analytics service, and which datasets they are entitled to. The one place
// analytics routes learn the user: the analytics session of the single sign-on handshake
// (platform/analytics-auth.ts), which lives only as long as the portal session it came from.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { analyticsSessionOf } from '../../platform/analytics-auth.ts';
import { badToken } from '../../platform/errors.ts';
import { getEntitlements } from '../identity/service.ts';
import type { Entitlements } from './datasets.ts';

export type AnalyticsUser = { siteId: string; entitlements: Entitlements };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the analytics routes' onRequest; null elsewhere. */
    analyticsUser: AnalyticsUser | null;
  }
}

export async function resolveAnalyticsUser(
  app: FastifyInstance,
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<AnalyticsUser> {
  await app.requireAnalyticsUser(request);
  const { siteId } = analyticsSessionOf(request);
  const { subscriptionActive, roles } = await getEntitlements({ db: app.db, siteId });
  // Product data needs an active subscription on top of the product's role.
  return { siteId, entitlements: { roles: subscriptionActive ? roles : [] } };
}

/** The user resolved for this request; refuses (c0001) when a route forgot to resolve one. */
export function analyticsUserOf(request: FastifyRequest): AnalyticsUser {
  if (!request.analyticsUser) throw badToken();
  return request.analyticsUser;
}
