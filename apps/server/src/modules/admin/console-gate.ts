// The administrator console's gate (decision 050): every /api/admin/console route runs it in
// onRequest, after requireUser, so nobody else learns anything from input validation. An
// administrator acting as a user is refused with a message that tells them to stop acting.
import {
  ACTING_AS_USER,
  ACTING_AS_USER_MSG,
  NOT_ADMINISTRATOR,
  NOT_ADMINISTRATOR_MSG,
} from '@mti/contracts/admin/console-errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuthenticatedUser, userOf } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdministrator } from '../identity/service.ts';

/** What every console service function takes: the database, the administrator and their address. */
export type ConsoleCall = { db: Db; admin: AuthenticatedUser; ip: string | null };

export function consoleCallOf(db: Db, request: FastifyRequest): ConsoleCall {
  return { db, admin: userOf(request), ip: request.ip };
}

/** onRequest hook: refuses anybody but an administrator signed in as themselves. */
export function requireConsoleAdministrator(db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = userOf(request);
    if (user.actingAdmin) throw new AppError(403, ACTING_AS_USER, ACTING_AS_USER_MSG);
    if (!(await isAdministrator({ db, siteId: user.siteId })))
      throw new AppError(403, NOT_ADMINISTRATOR, NOT_ADMINISTRATOR_MSG);
  };
}
