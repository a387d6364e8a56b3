// The administrator console's Exhibitor Passport section through the real app (PGlite, seeded
// sample): every other role refused, validation messages, figures against SQL, one transaction
// (a broken audit write undoes the change), each change audited with before and after, and a
// second retry of the same job refused (the job is no longer failed).
import { STALE_EDIT, STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { JOB_NOT_FAILED, PAID_SEATS_RANGE } from '@mti/contracts/admin/console-passport';
import { SEAT_NEW_HOLDER_UNKNOWN, SEAT_REASON_REQUIRED } from '@mti/contracts/admin/users';
import { DAILY_CAP_RANGE } from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  type ConsoleMethod,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'exhibitor', 'territory']);

const get = (user: SignedIn | null, url: string) => call(user, 'GET', url);
const base = '/api/admin/console/passport';
async function subscriptionOf(company: string, showYear: string) {
  const [row] = await rowsOf<{ id: number; extra_seats: number }>(
    db,
    sql`select p.id, p.extra_seats from passport_subscriptions p join passport_companies c on c.id = p.company_id
        where c.name = ${company} and p.show_year = ${showYear}`,
  );
  if (!row) throw new Error(`no subscription of ${company} ${showYear}`);
  return { id: Number(row.id), extra_seats: Number(row.extra_seats) };
}

describe('the gate', () => {
  const routes: Array<[ConsoleMethod, string, object?]> = [
    ['GET', `${base}/contracts`],
    ['GET', `${base}/contracts/export`],
    ['POST', `${base}/subscriptions/1/paid-seats`, {}],
    ['POST', `${base}/subscriptions/1/reassign`, {}],
    ['GET', `${base}/sending-caps`],
    ['GET', `${base}/sending-caps/export`],
    ['PUT', `${base}/sending-caps/1`, {}],
    ['GET', `${base}/forgotten`],
    ['GET', `${base}/forgotten/export`],
    ['GET', '/api/admin/console/jobs'],
    ['GET', '/api/admin/console/jobs/export'],
    ['POST', '/api/admin/console/jobs/1/retry'],
  ];

  it('refuses anonymous callers, every other role and an administrator acting as a user', async () => {
    await expectConsoleRoutesRefused(app, callers, routes);
  });
});

describe('booth contracts', () => {
  it('pages, sorts and filters by show cycle, with figures of an independent query', async () => {
    const res = await get(admin, `${base}/contracts?show_year=imts-2026&sort=company_name&page_size=2`);
    expect(res.statusCode).toBe(200);
    const expected = await rowsOf<{ name: string; booth: string; used: number }>(
      db,
      sql`select c.name, b.booth,
            (select count(*)::int from passport_seats s join passport_subscriptions p on p.id = s.subscription_id
              where p.company_id = b.company_id and p.show_year = b.show_year) as used
          from passport_booth_contracts b join passport_companies c on c.id = b.company_id
          where b.show_year = 'imts-2026' order by lower(c.name), c.id`,
    );
    expect(res.json().total).toBe(expected.length);
    expect(
      res
        .json()
        .rows.map((r: { company_name: string; booth: string; seats_used: number }) => [
          r.company_name,
          r.booth,
          r.seats_used,
        ]),
    ).toEqual(expected.slice(0, 2).map((e) => [e.name, e.booth, e.used]));
    const found = (await get(admin, `${base}/contracts?q=bayou`)).json();
    expect(new Set(found.rows.map((r: { company_name: string }) => r.company_name))).toEqual(
      new Set(['Bayou Fabrication']),
    );
  });

  it('exports the same list as CSV', async () => {
    const res = await get(admin, `${base}/contracts/export?q=bayou&sort=show_year`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Company,Show year,Booth,Subscription,Included seats,Paid seats,Seats used,Daily sending cap',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'Bayou Fabrication,south-2025,B-07',
      'Bayou Fabrication,south-2026,B-12',
    ]);
  });
});

describe('paid seats', () => {
  it('refuses a count out of range and a blank reason with the screen’s messages', async () => {
    const { id } = await subscriptionOf('Bayou Fabrication', 'south-2026');
    const url = `${base}/subscriptions/${id}/paid-seats`;
    expect((await call(admin, 'POST', url, { seats: 0, reason: 'bought' })).json()).toMatchObject({
      msg: PAID_SEATS_RANGE,
    });
    expect((await call(admin, 'POST', url, { seats: 2, reason: ' ' })).json()).toMatchObject({
      msg: 'Reason cannot be blank!',
    });
    expect(
      (await call(admin, 'POST', `${base}/subscriptions/999999/paid-seats`, { seats: 1, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('adds paid seats in one transaction, audited with before and after', async () => {
    const before = await subscriptionOf('Bayou Fabrication', 'south-2026');
    const url = `${base}/subscriptions/${before.id}/paid-seats`;
    await withAuditBroken(db, 'passport.extra_seats', async () => {
      expect((await call(admin, 'POST', url, { seats: 2, reason: 'invoice 77' })).statusCode).toBe(500);
    });
    expect((await subscriptionOf('Bayou Fabrication', 'south-2026')).extra_seats).toBe(before.extra_seats);

    const res = await call(admin, 'POST', url, { seats: 2, reason: 'invoice 77' });
    expect(res.statusCode).toBe(200);
    expect(res.json().extra_seats).toBe(before.extra_seats + 2);
    expect((await subscriptionOf('Bayou Fabrication', 'south-2026')).extra_seats).toBe(before.extra_seats + 2);
    const [audit] = await auditRowsOf(db, 'passport.extra_seats', String(before.id));
    expect(audit?.detail).toMatchObject({
      before: { extra_seats: before.extra_seats },
      after: { extra_seats: before.extra_seats + 2 },
      reason: 'invoice 77',
    });
  });
});

describe('seat reassignment', () => {
  it('moves a seat only because the employee left, audited with the holders before and after', async () => {
    const { id } = await subscriptionOf('Bayou Fabrication', 'south-2025');
    const url = `${base}/subscriptions/${id}/reassign`;
    const move = { from_userid: 'regional', to_userid: 'guest', reason: 'employee left' };
    expect((await call(admin, 'POST', url, { ...move, reason: 'restructuring' })).json()).toMatchObject({
      msg: SEAT_REASON_REQUIRED,
    });
    expect((await call(admin, 'POST', url, { ...move, to_userid: 'nobody.here' })).json()).toMatchObject({
      msg: SEAT_NEW_HOLDER_UNKNOWN,
    });
    const res = await call(admin, 'POST', url, move);
    expect(res.statusCode).toBe(200);
    const holders = await rowsOf<{ userid: string }>(
      db,
      sql`select u.userid from passport_seats s join users u on u.site_id = s.site_id where s.subscription_id = ${id}`,
    );
    expect(holders.map((h) => h.userid)).toEqual(['guest']);
    const [audit] = await auditRowsOf(db, 'passport.seat_reassigned', String(id));
    expect(audit?.detail.before).toEqual({ holders: ['101405'] });
    expect(audit?.detail.after).toEqual({ holders: ['100103'] });
  });
});

describe('sending caps', () => {
  it('validates the cap, and sets it in one transaction with before and after', async () => {
    const [company] = await rowsOf<{ id: number }>(
      db,
      sql`select id from passport_companies where name = 'Cascade Metrology'`,
    );
    const url = `${base}/sending-caps/${company?.id}`;
    expect((await call(admin, 'PUT', url, { daily_cap: -1, version: 0 })).json()).toMatchObject({
      msg: DAILY_CAP_RANGE,
    });
    await withAuditBroken(db, 'passport.campaign.daily_cap', async () => {
      expect((await call(admin, 'PUT', url, { daily_cap: 250, version: 0 })).statusCode).toBe(500);
    });
    const unchanged = (await get(admin, `${base}/sending-caps?q=cascade%20metrology`)).json().rows;
    expect(unchanged.find((c: { company_id: number }) => c.company_id === Number(company?.id))).toMatchObject({
      daily_cap: 10_000,
      version: 0,
    });

    expect((await call(admin, 'PUT', url, { daily_cap: 250, version: 0 })).json()).toMatchObject({
      daily_cap: 250,
      version: 1,
    });
    const [audit] = await auditRowsOf(db, 'passport.campaign.daily_cap', String(company?.id));
    expect(audit?.detail).toMatchObject({
      before: { daily_cap: 10_000, version: 0 },
      after: { daily_cap: 250, version: 1 },
    });
    // A second administrator who opened it before that change: 409 stale, nothing written.
    expect((await call(admin, 'PUT', url, { daily_cap: 300, version: 0 })).json()).toMatchObject({
      code: STALE_EDIT,
      msg: STALE_EDIT_MSG,
    });
    const listed = (await get(admin, `${base}/contracts?q=cascade`)).json().rows;
    expect(listed.every((r: { daily_cap: number; daily_cap_version: number }) => r.daily_cap === 250)).toBe(true);
    expect(listed.every((r: { daily_cap_version: number }) => r.daily_cap_version === 1)).toBe(true);
  });

  it('pages, sorts and searches them on the server, and exports the same query as CSV', async () => {
    const companies = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from passport_companies order by lower(name), id`,
    );
    expect(companies.length).toBeGreaterThan(2);
    const names = companies.map((c) => c.name);
    const first = (await get(admin, `${base}/sending-caps?page_size=2`)).json();
    expect(first).toMatchObject({ total: companies.length, page: 1, page_size: 2 });
    expect(first.rows.map((r: { company_name: string }) => r.company_name)).toEqual(names.slice(0, 2));
    const second = (await get(admin, `${base}/sending-caps?page_size=2&page=2`)).json();
    expect(second.rows.map((r: { company_name: string }) => r.company_name)).toEqual(names.slice(2, 4));
    const descending = (await get(admin, `${base}/sending-caps?sort=company_name&dir=desc&page_size=1`)).json();
    expect(descending.rows[0].company_name).toBe(names.at(-1));

    // A lower cap on one company: it comes first by cap, last by cap descending.
    const summit = companies.find((c) => c.name === 'Summit Gear & Automation');
    const before = (await get(admin, `${base}/sending-caps?q=summit%20gear`)).json().rows[0];
    await call(admin, 'PUT', `${base}/sending-caps/${summit?.id}`, { daily_cap: 7, version: before.version });
    const byCap = (await get(admin, `${base}/sending-caps?sort=daily_cap&page_size=1`)).json();
    expect(byCap.rows[0]).toMatchObject({ company_id: Number(summit?.id), daily_cap: 7 });
    const bySends = (await get(admin, `${base}/sending-caps?sort=sent_today&dir=desc`)).json().rows;
    const sends = bySends.map((r: { sent_today: number }) => r.sent_today);
    expect(sends).toEqual([...sends].sort((a, b) => b - a));

    const searched = (await get(admin, `${base}/sending-caps?q=GEAR%20%26`)).json();
    expect(searched).toMatchObject({ total: 1, rows: [expect.objectContaining({ company_name: summit?.name })] });
    expect((await get(admin, `${base}/sending-caps?sort=held_campaigns`)).statusCode).toBe(400);

    const csv = await get(admin, `${base}/sending-caps/export?sort=daily_cap&page_size=1`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Company,Daily sending cap,Sent today (UTC),Campaigns held by the cap,Version');
    expect(lines).toHaveLength(companies.length + 1);
    expect(lines[1]).toMatch(/^"?Summit Gear & Automation"?,7,/);
    const exported = (await get(admin, `${base}/sending-caps/export?q=metrology`)).body;
    expect(exported).toContain('Cascade Metrology');
    expect(exported).not.toContain('Summit Gear');
  });
});

describe('forgotten-contact requests', () => {
  it('lists the requests recorded through the passport', async () => {
    const forget = await call(admin, 'POST', '/api/passport/admin/forgotten', { email: 'nobody@example.com' });
    expect(forget.statusCode).toBe(200);
    const res = (await get(admin, `${base}/forgotten`)).json();
    expect(res.rows[0]).toMatchObject({ suppression_id: forget.json().suppression_id, recorded_by: admin.siteId });
  });

  it('pages, sorts and searches them on the server, and exports the same query as CSV', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await call(admin, 'POST', '/api/passport/admin/forgotten', {
        email: `paged-${n}@example.com`,
        reason: `Paged request ${n}`,
      });
      ids.push(res.json().suppression_id);
    }
    // Newest first by default; two a page.
    const first = (await get(admin, `${base}/forgotten?q=paged%20request&page_size=2`)).json();
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.rows.map((r: { suppression_id: number }) => r.suppression_id)).toEqual([ids[2], ids[1]]);
    const second = (await get(admin, `${base}/forgotten?q=paged%20request&page_size=2&page=2`)).json();
    expect(second.rows.map((r: { reason: string }) => r.reason)).toEqual(['Paged request 1']);
    const oldest = (
      await get(admin, `${base}/forgotten?q=paged%20request&sort=recorded_at&dir=asc&page_size=1`)
    ).json();
    expect(oldest.rows[0].suppression_id).toBe(ids[0]);
    expect((await get(admin, `${base}/forgotten?q=request%202`)).json().rows).toEqual([
      expect.objectContaining({ suppression_id: ids[1], reason: 'Paged request 2' }),
    ]);
    expect((await get(admin, `${base}/forgotten?sort=email`)).statusCode).toBe(400);

    const csv = await get(admin, `${base}/forgotten/export?q=paged%20request&sort=recorded_at&dir=asc`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Request,Recorded (UTC),By (site ID),Reason,Records removed,Exported by');
    expect(lines.slice(1).map((l: string) => l.split(',')[0])).toEqual(ids.map(String));
    expect(csv.body).not.toContain('paged-1@example.com');
  });
});

describe('jobs', () => {
  it('shows queued jobs under the queued filter only, sorted by when they run, and exports them', async () => {
    // Due next week and of a kind no worker handles: they stay queued while the test reads them.
    const queued = await rowsOf<{ id: number }>(
      db,
      sql`insert into jobs (kind, payload, state, attempts, max_attempts, run_at, last_error)
          values ('console.test.waiting', '{}'::jsonb, 'queued', 1, 8, now() + interval '8 days', 'smtp busy, will retry'),
                 ('console.test.waiting', '{}'::jsonb, 'queued', 0, 8, now() + interval '7 days', null)
          returning id`,
    );
    const [later, sooner] = queued.map((j) => Number(j.id));
    await db.execute(sql`insert into jobs (kind, payload, state, attempts, max_attempts, run_at, last_error, finished_at)
        values ('console.test.waiting', '{}'::jsonb, 'failed', 8, 8, now(), 'gave up', now())`);

    const list = (await get(admin, '/api/admin/console/jobs?state=queued&q=console.test.waiting&sort=run_at')).json();
    expect(list.total).toBe(2);
    expect(list.rows.map((r: { id: number }) => r.id)).toEqual([sooner, later]);
    expect(list.rows.every((r: { state: string }) => r.state === 'queued')).toBe(true);
    expect(list.rows[1]).toMatchObject({ attempts: 1, last_error: 'smtp busy, will retry' });
    const failed = (await get(admin, '/api/admin/console/jobs?state=failed&q=console.test.waiting')).json();
    expect(failed.rows.map((r: { last_error: string }) => r.last_error)).toEqual(['gave up']);

    const csv = await get(
      admin,
      '/api/admin/console/jobs/export?state=queued&q=console.test.waiting&sort=run_at&dir=desc',
    );
    const ids = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((l: string) => Number(l.split(',')[0]));
    expect(ids).toEqual([later, sooner]);
    await db.execute(sql`delete from jobs where kind = 'console.test.waiting'`);
  });

  it('lists failed jobs with their error, retries one once, and audits the retry', async () => {
    const [job] = await rowsOf<{ id: number }>(
      db,
      sql`insert into jobs (kind, payload, state, attempts, max_attempts, run_at, last_error, finished_at)
          values ('console.test.noop', '{}'::jsonb, 'failed', 8, 8, now(), 'smtp said no', now()) returning id`,
    );
    const id = Number(job?.id);
    const list = (await get(admin, '/api/admin/console/jobs?state=failed&q=smtp%20said')).json();
    expect(list.rows).toEqual([expect.objectContaining({ id, last_error: 'smtp said no', attempts: 8 })]);
    const [failed] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from jobs where state = 'failed'`);
    expect((await get(admin, '/api/admin/console/jobs?state=failed')).json().total).toBe(failed?.n);
    const csv = await get(admin, '/api/admin/console/jobs/export?state=failed&q=smtp%20said');
    expect(csv.body).toContain('console.test.noop');

    expect((await call(admin, 'POST', `/api/admin/console/jobs/${id}/retry`)).statusCode).toBe(204);
    const again = await call(admin, 'POST', `/api/admin/console/jobs/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'job_not_failed', msg: JOB_NOT_FAILED });
    const audits = await auditRowsOf(db, 'console.job.retried', String(id));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ before: { state: 'failed', attempts: 8 }, after: { state: 'queued' } });
  });
});
