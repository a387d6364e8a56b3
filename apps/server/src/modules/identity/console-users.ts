// The administrator console's user calls (issue 19, decision 050): search, view, create and
// change accounts. Each change runs in one transaction: the versioned update and its audit row
// with the record before and after. The admin module checks the caller; these trust it.

import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type {
  ConsoleUser,
  CreateUserBody,
  UpdateUserBody,
  UserAction,
  UserListQuery,
} from '@mti/contracts/admin/users';
import { USERID_TAKEN } from '@mti/contracts/admin/users';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { updateVersioned } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { accountsChanged } from './account-changes.ts';
import { IDENTITY_JOBS } from './identity-mail-jobs.ts';
import { listRolesOfUser, replaceRolesOfUser, revokeSessionsOfUser } from './queries.ts';

/** Who changes what, from where: the administrator's site id and address. */
export type ConsoleChange = { db: Db; actor: string; ip: string | null };

type Sort = UserListQuery['sort'];

const consoleUserSelect = sql`select site_id, userid, email, name_first, name_last, organization, is_amt_member,
    subscription_active,
    (subscription_active and (subscription_starts_on is null or subscription_starts_on <= current_date)
      and (subscription_expires_on is null or subscription_expires_on >= current_date)) as subscription_current,
    subscription_starts_on::text as subscription_starts_on, subscription_expires_on::text as subscription_expires_on,
    is_administrator, coalesce(locked_until > now(), false) as locked, disabled_at is not null as disabled,
    force_password_change as must_change_password, last_login_at, version, created_at
  from users`;

const userListSpec: PagedListSpec<Sort> = {
  select: consoleUserSelect,
  sortColumns: {
    userid: sql`lower(userid)`,
    name: sql`lower(name_last || ' ' || name_first)`,
    email: sql`lower(email)`,
    organization: sql`lower(organization)`,
    last_login_at: sql`last_login_at`,
  },
  tieBreaker: sql`site_id`,
  searchColumns: [sql`userid`, sql`email`, sql`name_first || ' ' || name_last`, sql`organization`],
};

type UserRecord = Omit<ConsoleUser, 'last_login_at'> & {
  last_login_at: string | Date | null;
  created_at: string | Date;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function consoleUserOf(row: UserRecord): ConsoleUser & { created_at: string } {
  return { ...row, last_login_at: iso(row.last_login_at), created_at: iso(row.created_at) as string };
}

/**
 * What the audit keeps of a user: the fields the console shows and edits. The password flag is
 * renamed: the audit drops any key that looks like a password (platform/audit.ts).
 */
function audited(user: ConsoleUser & { created_at?: string }) {
  const { last_login_at: _seen, created_at: _created, must_change_password, ...rest } = user;
  return { ...rest, forced_pw_change: must_change_password };
}

export async function listConsoleUsers({ db, query }: { db: Db; query: UserListQuery }) {
  const { rows, total } = await pagedList<Sort, UserRecord>(db, userListSpec, query);
  return { rows: rows.map(consoleUserOf), total, page: query.page, page_size: query.page_size };
}

export async function exportConsoleUsers({ db, query }: { db: Db; query: UserListQuery }) {
  return (await allListRows<Sort, UserRecord>(db, userListSpec, query, CONSOLE_EXPORT_MAX_ROWS)).map(consoleUserOf);
}

async function findConsoleUser(db: Db, siteId: string) {
  const [row] = await rowsOf<UserRecord>(db, sql`${consoleUserSelect} where site_id = ${siteId}`);
  return row ? consoleUserOf(row) : null;
}

export async function getConsoleUser({ db, siteId }: { db: Db; siteId: string }) {
  const user = await findConsoleUser(db, siteId);
  if (!user) throw notFound('This user does not exist.');
  return { ...user, roles: await listRolesOfUser(db, siteId) };
}

/**
 * What another module keeps about a user and the console changes with them (their exhibitor
 * company, say): read before and after the change for the audit row, written inside it.
 */
export type LinkedUserRecord = {
  read(tx: Db, siteId: string): Promise<Record<string, unknown>>;
  write(tx: Db, siteId: string): Promise<void>;
};

/** The audit's picture of a user: the console fields, the roles, and any linked record. */
async function auditPicture(tx: Db, siteId: string, user: ConsoleUser, linked?: LinkedUserRecord) {
  return {
    ...audited(user),
    roles: await listRolesOfUser(tx, siteId),
    ...(linked ? await linked.read(tx, siteId) : {}),
  };
}

/**
 * One audited, versioned change of a user, in one transaction: the users row (its version always
 * moves on), then `after` (identity's own tables) or the linked record, then the audit row.
 */
async function changeUser(
  change: ConsoleChange & { siteId: string; version: number; action: string; set: Record<string, unknown> },
  after?: (tx: Db) => Promise<void>,
  linked?: LinkedUserRecord,
) {
  const { db, actor, ip, siteId } = change;
  await withTransaction(db, async (tx) => {
    const before = await findConsoleUser(tx, siteId);
    if (!before) throw notFound('This user does not exist.');
    const picture = await auditPicture(tx, siteId, before, linked);
    await updateVersioned(tx, {
      table: 'users',
      key: { column: 'site_id', value: siteId },
      version: change.version,
      set: { ...change.set, updated_at: sql`now()` },
    });
    await after?.(tx);
    await linked?.write(tx, siteId);
    const now = (await findConsoleUser(tx, siteId)) as ConsoleUser;
    await writeAuditChange(tx, {
      actor,
      action: change.action,
      subject: siteId,
      ip,
      before: picture,
      after: await auditPicture(tx, siteId, now, linked),
    });
  });
  accountsChanged.announce(siteId);
  return getConsoleUser({ db, siteId });
}

/**
 * The user's product roles and administrator flag, replaced as the console's role editor holds
 * them. The caller (admin module) has checked the roles against the known list and that an
 * administrator keeps their own administrator flag. The launcher sees the change at once.
 */
export async function setConsoleUserRoles(
  change: ConsoleChange & { siteId: string; version: number; roles: readonly string[]; isAdministrator: boolean },
) {
  return changeUser(
    { ...change, action: 'admin.user.roles_changed', set: { is_administrator: change.isAdministrator } },
    (tx) => replaceRolesOfUser(tx, change.siteId, [...new Set(change.roles)].sort()),
  );
}

/**
 * A change of a record another module keeps about the user (e.g. their exhibitor company), made
 * under the user's version (409 stale) and audited with the user, in one transaction.
 */
export async function changeLinkedUserRecord(
  change: ConsoleChange & { siteId: string; version: number; action: string },
  linked: LinkedUserRecord,
) {
  return changeUser({ ...change, set: {} }, undefined, linked);
}

const profileSet = (b: Omit<UpdateUserBody, 'version'>) => ({
  email: b.email,
  name_first: b.name_first,
  name_last: b.name_last,
  organization: b.organization,
  is_amt_member: b.is_amt_member,
  subscription_active: b.subscription_active,
  subscription_starts_on: b.subscription_starts_on,
  subscription_expires_on: b.subscription_expires_on,
});

export async function updateConsoleUser(change: ConsoleChange & { siteId: string; body: UpdateUserBody }) {
  const { version, ...fields } = change.body;
  return changeUser({ ...change, version, action: 'admin.user.updated', set: profileSet(fields) });
}

const ACTIONS: Record<UserAction, { action: string; set: Record<string, unknown>; endSessions?: string }> = {
  disable: { action: 'admin.user.disabled', set: { disabled_at: sql`now()` }, endSessions: 'disabled' },
  enable: { action: 'admin.user.enabled', set: { disabled_at: null } },
  unlock: { action: 'admin.user.unlocked', set: { locked_until: null } },
  'force-password-change': {
    action: 'admin.user.password_change_forced',
    set: { force_password_change: true },
    endSessions: 'password_change_forced',
  },
};

/** Disable, enable, unlock (clears the lockout and the failures counted) or force a password change. */
export async function applyUserAction(
  change: ConsoleChange & { siteId: string; version: number; userAction: UserAction },
) {
  const spec = ACTIONS[change.userAction];
  return changeUser({ ...change, action: spec.action, set: spec.set }, async (tx) => {
    if (change.userAction === 'unlock')
      await tx.execute(sql`delete from login_failures where site_id = ${change.siteId}`);
    // A disabled account, or one that must change its password, keeps no open session.
    if (spec.endSessions) await revokeSessionsOfUser(tx, change.siteId, spec.endSessions);
  });
}

/** Queues the identity reset-link mail for the account (the same mail as "forgot password"). */
export async function sendResetLinkFromConsole(change: ConsoleChange & { siteId: string }) {
  const { db, actor, ip, siteId } = change;
  await withTransaction(db, async (tx) => {
    const user = await findConsoleUser(tx, siteId);
    if (!user) throw notFound('This user does not exist.');
    await enqueueJob(tx, { kind: IDENTITY_JOBS.resetLinkMail, payload: { site_id: siteId, ip } });
    await writeAuditChange(tx, {
      actor,
      action: 'admin.user.reset_link_sent',
      subject: siteId,
      ip,
      before: null,
      after: null,
      detail: { email: user.email },
    });
  });
}

/** A new account with a numeric site id after the highest; it signs in after following a reset link. */
export async function createConsoleUser(change: ConsoleChange & { body: CreateUserBody }) {
  const { db, actor, ip, body } = change;
  const siteId = await withTransaction(db, async (tx) => {
    // Serialises creations: two at once would otherwise pick the same name or the same next id.
    await tx.execute(sql`lock table users in share row exclusive mode`);
    const [taken] = await rowsOf(tx, sql`select 1 from users where lower(userid) = lower(${body.userid})`);
    if (taken) throw new AppError(400, 'userid_taken', USERID_TAKEN, 'userid');
    const [next] = await rowsOf<{ id: string }>(
      tx,
      sql`select (coalesce(max(site_id::bigint) filter (where site_id ~ '^[0-9]{1,15}$'), 100000) + 1)::text as id from users`,
    );
    const id = next?.id as string;
    const set = profileSet(body);
    await tx.execute(sql`insert into users (site_id, userid, email, name_first, name_last, organization, timss_customer,
        is_amt_member, subscription_active, subscription_starts_on, subscription_expires_on, has_signed_eula)
      values (${id}, ${body.userid}, ${set.email}, ${set.name_first}, ${set.name_last}, ${set.organization}, ${id},
        ${set.is_amt_member}, ${set.subscription_active}, ${set.subscription_starts_on}, ${set.subscription_expires_on}, false)`);
    const created = (await findConsoleUser(tx, id)) as ConsoleUser;
    await enqueueJob(tx, { kind: IDENTITY_JOBS.resetLinkMail, payload: { site_id: id, ip } });
    await writeAuditChange(tx, {
      actor,
      action: 'admin.user.created',
      subject: id,
      ip,
      before: null,
      after: audited(created),
    });
    return id;
  });
  accountsChanged.announce(siteId);
  return getConsoleUser({ db, siteId });
}
