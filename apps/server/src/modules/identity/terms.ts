// The portal's terms of use: a signature only the user themself may give.
import { ADMIN_CANNOT_ACCEPT_TERMS } from '@mti/contracts/identity/identity-api';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { badToken, forbidden } from '../../platform/errors.ts';
import { setEulaSigned } from './queries.ts';

/** Terms are a signature: an administrator acting as the user may not give it. */
export function assertMaySign(user: AuthenticatedUser) {
  if (user.actingAdmin) throw forbidden(ADMIN_CANNOT_ACCEPT_TERMS);
}

/** PUT mti/acceptEula. */
export async function acceptTerms({ db, user, ip }: { db: Db; user: AuthenticatedUser; ip: string | null }) {
  assertMaySign(user);
  if (!(await setEulaSigned(db, user.siteId))) throw badToken();
  await writeAudit(db, { actor: user.siteId, action: 'terms.accept', subject: user.siteId, ip });
}
