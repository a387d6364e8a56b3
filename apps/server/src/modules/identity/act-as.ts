// An administrator signing in as another user: the session remembers who acts (decision 006).
import { ADMIN_TARGET_NOT_FOUND } from '@mti/contracts/identity/identity-api';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo, IdentityDeps } from './identity-deps.ts';
import { findUserByUserid } from './queries.ts';
import { openSession, type SignInOutcome } from './sessions.ts';
import { checkCredentials, loginFailed } from './sign-in.ts';

/** POST mti/admin/login: an administrator signs in as another user; the session remembers who. */
export async function signInAsUser(
  deps: IdentityDeps & {
    adminid: string;
    password: string;
    userid: string;
    client: ClientInfo;
    presentedCookie?: string;
  },
): Promise<SignInOutcome> {
  const { db, client } = deps;
  const admin = await checkCredentials(db, await findUserByUserid(db, deps.adminid), deps.password, {
    client,
    failureAction: 'admin.login.failure',
  });
  if (!admin.isAdministrator) {
    await writeAudit(db, {
      actor: admin.siteId,
      action: 'admin.login.failure',
      subject: admin.siteId,
      ip: client.ip,
      detail: { reason: 'not_administrator' },
    });
    throw loginFailed();
  }
  const target = await findUserByUserid(db, deps.userid);
  if (!target) {
    await writeAudit(db, {
      actor: admin.siteId,
      action: 'admin.login.failure',
      subject: null,
      ip: client.ip,
      detail: { reason: 'unknown_target' },
    });
    throw new AppError(404, 'user_not_found', ADMIN_TARGET_NOT_FOUND, 'userid');
  }
  const outcome = await openSession(deps, target, {
    actingAdmin: admin.userid,
    client,
    presentedCookie: deps.presentedCookie,
  });
  await writeAudit(db, {
    actor: admin.siteId,
    action: 'admin.act_as',
    subject: target.siteId,
    ip: client.ip,
    detail: { admin: admin.userid, user: target.userid, is_valid: outcome.loginCookie.is_valid },
  });
  return outcome;
}
