// The preamble every administrator-console test file shared (issue 19): the app with the callers
// the console must refuse (anonymous, every other role, an administrator acting as a user) and the
// one it serves signed in, a call helper, the refusal check, audit rows of one change, and breaking
// the audit write of one action on purpose to see a change rolled back whole.
import { ACTING_AS_USER_MSG, NOT_ADMINISTRATOR_MSG } from '@mti/contracts/admin/console-errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Db, rowsOf } from '../src/platform/db.ts';
import { buildTestApp, xsrfHeaders } from './build-test-app.ts';
import { DEMO_PASSWORD, type SignedIn, signedInFrom, signIn } from './sign-in.ts';

export type ConsoleCallers = {
  admin: SignedIn;
  /** The administrator signed in as `member` through the act-as login (spec §2). */
  actingAdmin: SignedIn;
  /** Signed-in users of the other roles. */
  others: SignedIn[];
};

/** Signs in the administrator, an acting administrator and each of `otherUserids`. */
export async function signInConsoleCallers(app: FastifyInstance, otherUserids: string[]): Promise<ConsoleCallers> {
  const admin = await signIn(app, 'admin');
  const others: SignedIn[] = [];
  for (const userid of otherUserids) others.push(await signIn(app, userid));
  const actingAdmin = signedInFrom(
    await app.inject({
      method: 'POST',
      url: '/api/mti/admin/login',
      headers: await xsrfHeaders(app),
      payload: { adminid: 'admin', password: DEMO_PASSWORD, userid: 'member' },
    }),
  );
  return { admin, actingAdmin, others };
}

/**
 * The real app on a fresh database (`env` as buildTestApp takes it) with the console's callers
 * signed in: call it at a file's load rather than in beforeAll, since on a loaded machine argon2
 * sign-ins can outlast a hook's timeout.
 */
export async function consoleTestApp(otherUserids: string[], env: Record<string, string> = {}) {
  const { app, database } = await buildTestApp(env);
  const callers = await signInConsoleCallers(app, otherUserids);
  return { app, db: database.db, callers, admin: callers.admin, call: consoleCall(app) };
}

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as `user` (null: anonymous), with the headers a signed-in page sends. */
export const consoleCall =
  (app: FastifyInstance) => (user: SignedIn | null, method: ConsoleMethod, url: string, payload?: object) =>
    app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** What the console answers `user` when it is not an administrator signed in as themself. */
export function expectConsoleRefusal(
  res: LightMyRequestResponse,
  user: SignedIn | null,
  { actingAdmin }: Pick<ConsoleCallers, 'actingAdmin'>,
  label = '',
) {
  if (!user) expect(res.statusCode, label).toBe(401);
  else if (user === actingAdmin) expect(res.json(), label).toEqual({ code: 'acting_as_user', msg: ACTING_AS_USER_MSG });
  else expect(res.json(), label).toEqual({ code: 'forbidden', msg: NOT_ADMINISTRATOR_MSG });
}

/** Calls every route as every refused caller and checks each refusal. */
export async function expectConsoleRoutesRefused(
  app: FastifyInstance,
  callers: ConsoleCallers,
  routes: Array<[ConsoleMethod, string, object?]>,
) {
  const call = consoleCall(app);
  for (const [method, url, payload] of routes) {
    for (const user of [null, ...callers.others, callers.actingAdmin]) {
      expectConsoleRefusal(await call(user, method, url, payload), user, callers, `${method} ${url}`);
    }
  }
}

export type AuditedChange = {
  actor: string;
  detail: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
};

/** The audit rows of one action on one subject, oldest first. */
export const auditRowsOf = (db: Db, action: string, subject: string) =>
  rowsOf<AuditedChange>(
    db,
    sql`select actor, detail from audit_log where action = ${action} and subject = ${subject} order by id`,
  );

/** Runs `run` while the audit log refuses `action` (a check constraint added and dropped around it). */
export async function withAuditBroken(db: Db, action: string, run: () => Promise<void>) {
  await db.execute(sql.raw(`alter table audit_log add constraint broken check (action <> '${action}') not valid`));
  try {
    await run();
  } finally {
    await db.execute(sql`alter table audit_log drop constraint broken`);
  }
}
