// A user's roles, administrator flag, exhibitor company and organisation from the console (issue
// 19, decision 061), through the real app (PGlite, seeded sample): every other role refused (an
// acting administrator too), the known-roles check, 409 stale, one transaction, audit before and
// after, and the user's launcher (GET mti/products) changing at once.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { COMPANY_SEAT_HELD, COMPANY_UNKNOWN, OWN_ADMIN_ROLE } from '@mti/contracts/admin/user-links';
import { AGMA_MMTR_ROLE } from '@mti/contracts/contributions/agma-api';
import { ROLE_UNKNOWN } from '@mti/contracts/identity/roles';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  type ConsoleMethod,
  consoleTestApp,
  expectConsoleRoutesRefused,
} from '../../../test/console-fixtures.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'territory', 'exhibitor', 'allapps']);
const MEMBER = '100101';
const GUEST = '100103';
const SEAT_HOLDER = '101403';

const member = callers.others[0] as SignedIn;
const userUrl = (siteId: string) => `/api/admin/console/users/${siteId}`;
const userOf = async (siteId: string) => (await call(admin, 'GET', userUrl(siteId))).json();
const rolesInDb = async (siteId: string) =>
  (await rowsOf<{ role: string }>(db, sql`select role from user_roles where site_id = ${siteId} order by role`)).map(
    (r) => r.role,
  );
const launcherRoles = async (user: SignedIn) =>
  new Set(
    ((await app.inject({ url: '/api/mti/products', headers: user.headers })).json() as { mti_role_name: string }[]).map(
      (p) => p.mti_role_name,
    ),
  );

describe('the gate of the roles, company and organisation calls', () => {
  const routes: Array<[ConsoleMethod, string, object?]> = [
    ['PUT', `${userUrl(MEMBER)}/roles`, { version: 1, roles: [], is_administrator: true }],
    ['PUT', `${userUrl(MEMBER)}/company`, { version: 1, company_id: null }],
    ['GET', '/api/admin/console/organisations'],
    ['GET', '/api/admin/console/companies/options'],
  ];

  it('refuses anonymous callers, every other role, and an administrator acting as a user', async () => {
    await expectConsoleRoutesRefused(app, callers, routes);
    expect(await rolesInDb(MEMBER)).toEqual(['awt', 'econ', 'mapus', 'passport', 'survey', 'usmto']);
  });
});

describe('a user\u2019s roles', () => {
  it('replaces the roles, audits before and after, and the user\u2019s launcher changes at once', async () => {
    expect(await launcherRoles(member)).toContain('econ'); // read once: the launcher caches it
    expect(await launcherRoles(member)).not.toContain(AGMA_MMTR_ROLE);
    const user = await userOf(MEMBER);
    const roles = [...user.roles.filter((r: string) => r !== 'econ'), AGMA_MMTR_ROLE];
    const res = await call(admin, 'PUT', `${userUrl(MEMBER)}/roles`, {
      version: user.version,
      roles,
      is_administrator: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: user.version + 1, roles: [...roles].sort() });
    expect(await rolesInDb(MEMBER)).toEqual([...roles].sort());

    const launcher = await launcherRoles(member);
    expect(launcher).toContain(AGMA_MMTR_ROLE);
    expect(launcher).not.toContain('econ');

    const [audit] = await auditRowsOf(db, 'admin.user.roles_changed', MEMBER);
    expect(audit?.actor).toBe(admin.siteId);
    expect(audit?.detail.before).toMatchObject({ roles: user.roles, is_administrator: false });
    expect(audit?.detail.after).toMatchObject({ roles: [...roles].sort(), version: user.version + 1 });
  });

  it('refuses a stale version, changing nothing', async () => {
    const user = await userOf(MEMBER);
    const body = { version: user.version - 1, roles: [], is_administrator: false };
    const res = await call(admin, 'PUT', `${userUrl(MEMBER)}/roles`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    expect(await rolesInDb(MEMBER)).toEqual(user.roles);
  });

  it('refuses a role it does not know, and an administrator removing their own administrator role', async () => {
    const user = await userOf(MEMBER);
    const typo = await call(admin, 'PUT', `${userUrl(MEMBER)}/roles`, {
      version: user.version,
      roles: ['usmto', 'ecno'],
      is_administrator: false,
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().msg).toBe(ROLE_UNKNOWN);

    const self = await userOf(admin.siteId);
    const own = await call(admin, 'PUT', `${userUrl(admin.siteId)}/roles`, {
      version: self.version,
      roles: self.roles,
      is_administrator: false,
    });
    expect(own.json()).toEqual({ code: 'own_admin_role', msg: OWN_ADMIN_ROLE, field: 'is_administrator' });
    expect((await userOf(admin.siteId)).is_administrator).toBe(true);
    expect((await userOf(MEMBER)).version).toBe(user.version);
  });

  it('makes another user an administrator, who then reaches the console', async () => {
    const user = await userOf(GUEST);
    await call(admin, 'PUT', `${userUrl(GUEST)}/roles`, { version: user.version, roles: [], is_administrator: true });
    const guest = await signIn(app, 'guest');
    expect((await call(guest, 'GET', '/api/admin/console/access')).statusCode).toBe(200);
    const again = await userOf(GUEST);
    await call(admin, 'PUT', `${userUrl(GUEST)}/roles`, { version: again.version, roles: [], is_administrator: false });
    expect((await call(guest, 'GET', '/api/admin/console/access')).statusCode).toBe(403);
  });

  it('writes nothing when a step fails: a change whose audit cannot be written leaves the roles as they were', async () => {
    const user = await userOf(MEMBER);
    await db.execute(
      sql`alter table audit_log add constraint no_roles check (action <> 'admin.user.roles_changed') not valid`,
    );
    try {
      const res = await call(admin, 'PUT', `${userUrl(MEMBER)}/roles`, {
        version: user.version,
        roles: ['usmto'],
        is_administrator: true,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_roles`);
    }
    expect(await rolesInDb(MEMBER)).toEqual(user.roles);
    expect(await userOf(MEMBER)).toMatchObject({ version: user.version, is_administrator: false });
  });
});

describe('a user\u2019s exhibitor company and organisation', () => {
  const companyId = async (name: string) =>
    Number((await rowsOf<{ id: number }>(db, sql`select id from passport_companies where name = ${name}`))[0]?.id);

  it('lists the companies and organisations as independent queries count them', async () => {
    const companies = (await call(admin, 'GET', '/api/admin/console/companies/options')).json().companies;
    const [n] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from passport_companies`);
    expect(companies).toHaveLength(n?.n as number);
    const orgs = (await call(admin, 'GET', '/api/admin/console/organisations')).json().organisations;
    const keystone = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where organization = 'Keystone Machine Tools'`,
    );
    expect(orgs).toContainEqual({ organization: 'Keystone Machine Tools', users: keystone[0]?.n });
    expect(orgs.some((o: { organization: string }) => o.organization === '')).toBe(false);
  });

  it('moves a user to a company and back to none, audited, versioned', async () => {
    const summit = await companyId('Summit Gear & Automation');
    const user = await userOf(GUEST);
    expect(user.company).toBeNull();
    const moved = await call(admin, 'PUT', `${userUrl(GUEST)}/company`, { version: user.version, company_id: summit });
    expect(moved.json()).toMatchObject({
      version: user.version + 1,
      company: { company_id: summit, company_name: 'Summit Gear & Automation' },
    });
    const [audit] = await auditRowsOf(db, 'admin.user.company_changed', GUEST);
    expect(audit?.detail.before).toMatchObject({ exhibitor_company: null });
    expect(audit?.detail.after).toMatchObject({ exhibitor_company: { company_id: summit } });

    const stale = await call(admin, 'PUT', `${userUrl(GUEST)}/company`, { version: user.version, company_id: null });
    expect(stale.statusCode).toBe(409);
    const none = await call(admin, 'PUT', `${userUrl(GUEST)}/company`, {
      version: user.version + 1,
      company_id: null,
    });
    expect(none.json().company).toBeNull();
    expect(await rowsOf(db, sql`select 1 from passport_company_users where site_id = ${GUEST}`)).toHaveLength(0);
  });

  it('refuses an unknown company, and moving a seat holder before their seat is reassigned', async () => {
    const user = await userOf(GUEST);
    const unknown = await call(admin, 'PUT', `${userUrl(GUEST)}/company`, { version: user.version, company_id: 99999 });
    expect(unknown.json()).toMatchObject({ code: 'company_unknown', msg: COMPANY_UNKNOWN });
    expect((await userOf(GUEST)).version).toBe(user.version);

    const holder = await userOf(SEAT_HOLDER);
    expect(holder.seats.length).toBeGreaterThan(0);
    const res = await call(admin, 'PUT', `${userUrl(SEAT_HOLDER)}/company`, {
      version: holder.version,
      company_id: await companyId('Summit Gear & Automation'),
    });
    expect(res.json()).toMatchObject({ msg: COMPANY_SEAT_HELD(holder.company.company_name) });
    expect((await userOf(SEAT_HOLDER)).company).toEqual(holder.company);
  });
});
