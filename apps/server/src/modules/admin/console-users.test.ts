// The administrator console's Users and Audit log API through the real app (PGlite, seeded
// sample): every other role refused, validation messages, stale edits refused, one transaction,
// and each change audited with its before and after.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { SEAT_REASON_REQUIRED, SUBSCRIPTION_DATES_REVERSED, USERID_TAKEN } from '@mti/contracts/admin/users';
import { LOGIN_FAILED } from '@mti/contracts/identity/identity-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xsrfHeaders } from '../../../test/build-test-app.ts';
import {
  auditRowsOf,
  type ConsoleMethod,
  consoleTestApp,
  expectConsoleRoutesRefused,
} from '../../../test/console-fixtures.ts';
import { DEMO_PASSWORD, type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'territory', 'exhibitor']);

const get = (user: SignedIn | null, url: string) => call(user, 'GET', url);
const userUrl = (siteId: string) => `/api/admin/console/users/${siteId}`;
const editable = (u: Record<string, unknown>) => ({
  version: u.version,
  email: u.email,
  name_first: u.name_first,
  name_last: u.name_last,
  organization: u.organization,
  is_amt_member: u.is_amt_member,
  subscription_active: u.subscription_active,
  subscription_starts_on: u.subscription_starts_on,
  subscription_expires_on: u.subscription_expires_on,
});

describe('the console gate', () => {
  const routes: Array<[ConsoleMethod, string, object?]> = [
    ['GET', '/api/admin/console/access'],
    ['GET', '/api/admin/console/users'],
    ['GET', '/api/admin/console/users/export'],
    ['GET', userUrl('100102')],
    ['PUT', userUrl('100102'), { version: 1 }],
    ['POST', `${userUrl('100102')}/unlock`, { version: 1 }],
    ['POST', `${userUrl('100102')}/reset-link`],
    ['POST', '/api/admin/console/users', {}],
    ['GET', '/api/admin/console/audit-log'],
    ['GET', '/api/admin/console/audit-log/export'],
  ];

  it('refuses anonymous callers, every other role and an administrator acting as a user, before looking at the input', async () => {
    await expectConsoleRoutesRefused(app, callers, routes);
  });

  it('lets an administrator signed in as themselves in', async () => {
    expect((await get(admin, '/api/admin/console/access')).json()).toMatchObject({ userid: 'admin' });
  });
});

describe('user search', () => {
  it('pages, sorts and searches on the server, with the total of an independent count', async () => {
    const page = await get(admin, '/api/admin/console/users?page=1&page_size=3&sort=userid&dir=desc');
    expect(page.statusCode).toBe(200);
    const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users`);
    const expected = await rowsOf<{ userid: string }>(
      db,
      sql`select userid from users order by lower(userid) desc, site_id desc limit 3`,
    );
    expect(page.json().total).toBe(counted?.n);
    expect(page.json().rows.map((r: { userid: string }) => r.userid)).toEqual(expected.map((r) => r.userid));

    const found = (await get(admin, '/api/admin/console/users?q=whitaker')).json();
    expect(found.rows.map((r: { userid: string }) => r.userid)).toEqual(['member']);
    // % and _ are taken literally.
    expect((await get(admin, '/api/admin/console/users?q=%25')).json().total).toBe(0);
  });

  it('refuses a sort column it does not know and an over-long search', async () => {
    expect((await get(admin, '/api/admin/console/users?sort=password_hash')).statusCode).toBe(400);
    const long = await get(admin, `/api/admin/console/users?q=${'x'.repeat(201)}`);
    expect(long.json()).toMatchObject({ msg: 'Search cannot be more than 200 characters long!' });
  });

  it('exports the same search as CSV', async () => {
    const res = await get(admin, '/api/admin/console/users/export?q=keystone&sort=userid');
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Username,Site id,/);
    const expected = await rowsOf<{ userid: string }>(
      db,
      sql`select userid from users where userid ilike '%keystone%' or email ilike '%keystone%'
          or organization ilike '%keystone%' or (name_first || ' ' || name_last) ilike '%keystone%'
          order by lower(userid), site_id`,
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expected.map((r) => r.userid));
  });
});

describe('changing a user', () => {
  it('saves membership and subscription dates, audits before and after, and refuses a stale version', async () => {
    const user = (await get(admin, userUrl('100102'))).json();
    const saved = await call(admin, 'PUT', userUrl('100102'), {
      ...editable(user),
      is_amt_member: false,
      subscription_active: true,
      subscription_starts_on: '2026-01-01',
      subscription_expires_on: '2099-12-31',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: user.version + 1, subscription_current: true, is_amt_member: false });
    const [audit] = await auditRowsOf(db, 'admin.user.updated', '100102');
    expect(audit?.actor).toBe(admin.siteId);
    expect(audit?.detail.before).toMatchObject({ is_amt_member: true, subscription_expires_on: '2024-06-30' });
    expect(audit?.detail.after).toMatchObject({ is_amt_member: false, subscription_expires_on: '2099-12-31' });

    // A second administrator still holding the old version is refused; nothing changes.
    const stale = await call(admin, 'PUT', userUrl('100102'), { ...editable(user), organization: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    expect((await get(admin, userUrl('100102'))).json().organization).toBe('Great Lakes Tooling Co.');
  });

  it('refuses bad input with the rule\u2019s message', async () => {
    const user = (await get(admin, userUrl('100103'))).json();
    const cases: Array<[object, string]> = [
      [{ name_first: ' ' }, 'First name cannot be blank!'],
      [{ email: 'not-an-address' }, 'Please provide a valid email address'],
      [{ organization: 'x'.repeat(101) }, 'Organization cannot be more than 100 characters long!'],
      [{ subscription_starts_on: '2026-05-01', subscription_expires_on: '2026-04-30' }, SUBSCRIPTION_DATES_REVERSED],
      [{ subscription_starts_on: '2026-13-45' }, 'Enter dates as YYYY-MM-DD.'],
    ];
    for (const [change, msg] of cases) {
      const res = await call(admin, 'PUT', userUrl('100103'), { ...editable(user), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    expect((await get(admin, userUrl('100103'))).json().version).toBe(user.version);
  });

  it('unlocks a user locked by failed sign-ins, who then signs in', async () => {
    const headers = await xsrfHeaders(app);
    for (let i = 0; i < 5; i++)
      await app.inject({
        method: 'POST',
        url: '/api/mti/login',
        headers,
        payload: { userid: 'guest', password: 'wrong' },
      });
    const locked = await app.inject({
      method: 'POST',
      url: '/api/mti/login',
      headers,
      payload: { userid: 'guest', password: DEMO_PASSWORD },
    });
    expect(locked.json()).toMatchObject({ msg: LOGIN_FAILED });
    const user = (await get(admin, userUrl('100103'))).json();
    expect(user.locked).toBe(true);

    const unlocked = await call(admin, 'POST', `${userUrl('100103')}/unlock`, { version: user.version });
    expect(unlocked.json()).toMatchObject({ locked: false, version: user.version + 1 });
    const [audit] = await auditRowsOf(db, 'admin.user.unlocked', '100103');
    expect(audit?.detail.before).toMatchObject({ locked: true });
    expect(audit?.detail.after).toMatchObject({ locked: false });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/mti/login',
          headers,
          payload: { userid: 'guest', password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('disables a user (their sessions end, sign-in refused) and enables them again', async () => {
    const session = await signIn(app, 'lapsed');
    const user = (await get(admin, userUrl('100102'))).json();
    const disabled = await call(admin, 'POST', `${userUrl('100102')}/disable`, { version: user.version });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await get(session, '/api/mti/user')).statusCode).toBe(401);
    await expect(signIn(app, 'lapsed')).rejects.toThrow(/401/);
    await call(admin, 'POST', `${userUrl('100102')}/enable`, { version: user.version + 1 });
    expect((await signIn(app, 'lapsed')).siteId).toBe('100102');
  });

  it('forces a password change at the next sign-in', async () => {
    const user = (await get(admin, userUrl('100104'))).json();
    await call(admin, 'POST', `${userUrl('100104')}/force-password-change`, { version: user.version });
    const res = await app.inject({
      method: 'POST',
      url: '/api/mti/login',
      headers: await xsrfHeaders(app),
      payload: { userid: 'newcomer', password: DEMO_PASSWORD },
    });
    expect(res.json().force_password_change).toBe(true);
    const [audit] = await auditRowsOf(db, 'admin.user.password_change_forced', '100104');
    expect(audit?.detail.before).toMatchObject({ forced_pw_change: false });
    expect(audit?.detail.after).toMatchObject({ forced_pw_change: true });
  });

  it('queues the reset-link mail and audits it', async () => {
    const res = await call(admin, 'POST', `${userUrl('100101')}/reset-link`);
    expect(res.statusCode).toBe(204);
    const jobs = await rowsOf(
      db,
      sql`select 1 from jobs where kind = 'identity.reset-link-mail' and payload->>'site_id' = '100101'`,
    );
    expect(jobs).toHaveLength(1);
    expect(await auditRowsOf(db, 'admin.user.reset_link_sent', '100101')).toHaveLength(1);
  });
});

describe('creating a user', () => {
  const body = { userid: 'new.hire', email: 'new.hire@example.com', name_first: 'New', name_last: 'Hire' };

  it('creates the account, mails a reset link and audits the record', async () => {
    const res = await call(admin, 'POST', '/api/admin/console/users', body);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ userid: 'new.hire', version: 1, disabled: false });
    const [audit] = await auditRowsOf(db, 'admin.user.created', created.site_id);
    expect(audit?.detail.before).toBeNull();
    expect(audit?.detail.after).toMatchObject({ userid: 'new.hire', email: 'new.hire@example.com' });
    const taken = await call(admin, 'POST', '/api/admin/console/users', { ...body, userid: 'NEW.HIRE' });
    expect(taken.json()).toEqual({ code: 'userid_taken', msg: USERID_TAKEN, field: 'userid' });
  });

  it('writes nothing when a step fails: a creation whose audit cannot be written leaves no user', async () => {
    // The audit row is the last step of the transaction; a constraint that refuses it fails the whole creation.
    const mails = async () =>
      (await rowsOf(db, sql`select 1 from jobs where kind = 'identity.reset-link-mail'`)).length;
    const mailsBefore = await mails();
    await db.execute(
      sql`alter table audit_log add constraint no_created check (action <> 'admin.user.created') not valid`,
    );
    try {
      const res = await call(admin, 'POST', '/api/admin/console/users', { ...body, userid: 'half.written' });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint no_created`);
    }
    expect(await rowsOf(db, sql`select 1 from users where userid = 'half.written'`)).toHaveLength(0);
    expect(await mails()).toBe(mailsBefore);
  });
});

describe('passport seats', () => {
  it('reassigns a seat only with the reason "employee left", through the passport module', async () => {
    const holder = (await get(admin, userUrl('101403'))).json();
    expect(holder.seats.length).toBeGreaterThan(0);
    const url = `${userUrl('101403')}/seats/${holder.seats[0].subscription_id}/reassign`;
    const noReason = await call(admin, 'POST', url, { to_userid: 'member', reason: 'restructuring' });
    expect(noReason.json()).toMatchObject({ msg: SEAT_REASON_REQUIRED });
    const moved = await call(admin, 'POST', url, { to_userid: 'member', reason: 'employee left' });
    expect(moved.statusCode).toBe(200);
    const moved_id = holder.seats[0].subscription_id;
    expect(moved.json().seats.map((s: { subscription_id: number }) => s.subscription_id)).not.toContain(moved_id);
    expect(
      (await get(admin, userUrl('100101'))).json().seats.map((s: { subscription_id: number }) => s.subscription_id),
    ).toContain(holder.seats[0].subscription_id);
  });
});

describe('audit log', () => {
  it('filters by user, action and dates, and shows before and after', async () => {
    const res = await get(admin, '/api/admin/console/audit-log?user=guest&action=admin.user.');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.action).toMatch(/^admin\.user\./);
      expect(row.subject === '100103' || row.actor === '100103').toBe(true);
    }
    expect(rows[0]).toMatchObject({ actor_userid: 'admin' });
    expect(rows[0].before).not.toBeNull();
    const [counted] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where (actor = '100103' or subject = '100103') and action like 'admin.user.%'`,
    );
    expect(res.json().total).toBe(counted?.n);
    const future = await get(admin, '/api/admin/console/audit-log?from=2999-01-01');
    expect(future.json().total).toBe(0);
    const reversed = await get(admin, '/api/admin/console/audit-log?from=2026-02-01&to=2026-01-01');
    expect(reversed.json()).toMatchObject({ msg: 'The start date must not be after the end date.' });
  });

  it('exports the same query as CSV with before and after', async () => {
    const res = await get(admin, '/api/admin/console/audit-log/export?action=admin.user.unlocked');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('At (UTC),Actor,Action,Subject,IP,Before,After,Detail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('admin.user.unlocked');
    expect(lines[1]).toContain('""locked"":true');
  });
});
