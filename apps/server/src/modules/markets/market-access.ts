// Who may open Map U.S. Markets: the product's role with an active subscription, as the launcher
// and the catalog decide for its card (the dataset also opens for USMTO's Territory Wizard; the map
// itself is the mapus product).
import type { Db } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { type Entitlements, entitlementsOf } from '../analytics/service.ts';

export const MAPUS_ROLE = 'mapus';

/** The caller's entitlements, or 403 when they do not hold Map U.S. Markets. */
export async function requireMapusUser(db: Db, siteId: string): Promise<Entitlements> {
  const entitlements = await entitlementsOf(db, siteId);
  if (!entitlements.roles.includes(MAPUS_ROLE) || entitlements.subscriptionActive === false) throw forbidden();
  return entitlements;
}
