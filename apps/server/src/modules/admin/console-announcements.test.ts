// Console › Announcements beyond the decommission notice (issue 19, decision 091) through the real
// app (PGlite, seeded sample): only administrators; the shared rules refuse bad input with their
// messages; a member's launcher shows an announcement for everyone or for one of their apps, from its
// start date to its end date (US Eastern) and no longer; paged, sorted and searched on the server;
// stale edits refused; one transaction with its audit row.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import {
  ANNOUNCEMENT_APP_UNKNOWN,
  ANNOUNCEMENT_ENDS_BEFORE_START,
  ANNOUNCEMENT_TITLE_REQUIRED,
  easternDate,
} from '@mti/contracts/catalog/announcements';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'surveyor'], { CACHE_SECONDS: '5' });
// member holds usmto (and more); surveyor holds the survey only.
const member = callers.others[0] as SignedIn;
const surveyor = callers.others[1] as SignedIn;
const URL = '/api/admin/console/announcements';

const DAY = 86_400_000;
const today = easternDate(new Date());
const dayOffset = (days: number) => easternDate(new Date(Date.now() + days * DAY));

const shown = async (user: SignedIn) =>
  ((await app.inject({ url: '/api/mti/announcements', headers: user.headers })).json() as { title: string }[]).map(
    (a) => a.title,
  );

async function usmtoOrdersKey(): Promise<string> {
  const res = await call(admin, 'GET', '/api/admin/console/apps?q=USMTO%20Orders');
  return (res.json().rows as { app_key: string; short_name: string }[]).find((a) => a.short_name === 'USMTO Orders')
    ?.app_key as string;
}

const fields = (changes: object = {}) => ({
  title: 'Sample announcement',
  body: 'Sample data: the portal is read-only on Saturday morning.',
  starts_on: today,
  ends_on: dayOffset(3),
  app_keys: [] as string[],
  ...changes,
});

describe('who may manage announcements', () => {
  it('refuses every other role, nobody signed in and an acting administrator', async () => {
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', URL],
      ['POST', URL, fields()],
      ['PUT', `${URL}/1`, { ...fields(), version: 1 }],
      ['DELETE', `${URL}/1?version=1`],
    ]);
    expect((await call(admin, 'GET', URL)).json().total).toBe(0);
  });
});

describe('announcements in the launcher', () => {
  it('shows one for everyone to every member, and one for an app only to those who have it', async () => {
    const everyone = await call(admin, 'POST', URL, fields({ title: 'For everyone' }));
    expect(everyone.statusCode, everyone.body).toBe(200);
    const appKey = await usmtoOrdersKey();
    const forApp = await call(admin, 'POST', URL, fields({ title: 'For USMTO Orders', app_keys: [appKey] }));
    expect(forApp.json()).toMatchObject({ app_keys: [appKey], app_names: ['USMTO Orders'], version: 1 });
    expect(await shown(member)).toEqual(expect.arrayContaining(['For everyone', 'For USMTO Orders']));
    expect(await shown(surveyor)).toEqual(['For everyone']);
    expect(await auditRowsOf(db, 'admin.catalog.announcement', String(forApp.json().id))).toEqual([
      expect.objectContaining({ actor: admin.siteId, detail: { before: null, after: forApp.json() } }),
    ]);
  });

  it('shows it from its start date to its end date, and not once it has ended or before it starts', async () => {
    const created = (await call(admin, 'POST', URL, fields({ title: 'Ends today', ends_on: today }))).json();
    await call(
      admin,
      'POST',
      URL,
      fields({ title: 'Ended yesterday', starts_on: dayOffset(-5), ends_on: dayOffset(-1) }),
    );
    await call(
      admin,
      'POST',
      URL,
      fields({ title: 'Starts tomorrow', starts_on: dayOffset(1), ends_on: dayOffset(2) }),
    );
    expect(await shown(member)).toContain('Ends today');
    expect(await shown(member)).not.toContain('Ended yesterday');
    expect(await shown(member)).not.toContain('Starts tomorrow');
    // Ended by the console: the end date moved to yesterday takes it off at once.
    const ended = await call(admin, 'PUT', `${URL}/${created.id}`, {
      ...fields({ title: 'Ends today', starts_on: dayOffset(-3), ends_on: dayOffset(-1) }),
      version: created.version,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await shown(member)).not.toContain('Ends today');
  });
});

describe('editing announcements', () => {
  it('refuses bad input with the shared messages', async () => {
    const blank = await call(admin, 'POST', URL, fields({ title: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(ANNOUNCEMENT_TITLE_REQUIRED);
    const backwards = await call(admin, 'POST', URL, fields({ starts_on: dayOffset(2), ends_on: dayOffset(1) }));
    expect(backwards.json().msg).toBe(ANNOUNCEMENT_ENDS_BEFORE_START);
    const unknown = await call(admin, 'POST', URL, fields({ app_keys: ['no-such-app'] }));
    expect(unknown.json()).toMatchObject({ code: 'app_unknown', msg: ANNOUNCEMENT_APP_UNKNOWN });
  });

  it('pages, sorts and searches on the server', async () => {
    const page = (await call(admin, 'GET', `${URL}?page_size=2&sort=title&dir=asc`)).json();
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.rows).toHaveLength(2);
    const all = (await call(admin, 'GET', `${URL}?page_size=100&sort=title`)).json().rows as { title: string }[];
    const titles = all.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page.rows.map((r: { title: string }) => r.title)).toEqual(titles.slice(0, 2));
    const found = (await call(admin, 'GET', `${URL}?q=usmto%20orders`)).json();
    expect(found.rows.map((r: { title: string }) => r.title)).toEqual(['For USMTO Orders']);
  });

  it('refuses a stale edit or delete, writes nothing when the audit fails, and deletes, audited', async () => {
    const created = (await call(admin, 'POST', URL, fields({ title: 'To delete' }))).json();
    const first = await call(admin, 'PUT', `${URL}/${created.id}`, { ...fields({ title: 'To delete!' }), version: 1 });
    expect(first.json().version).toBe(2);
    const stale = await call(admin, 'PUT', `${URL}/${created.id}`, { ...fields({ title: 'Lost' }), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    expect((await call(admin, 'DELETE', `${URL}/${created.id}?version=1`)).statusCode).toBe(409);
    await withAuditBroken(db, 'admin.catalog.announcement', async () => {
      expect((await call(admin, 'DELETE', `${URL}/${created.id}?version=2`)).statusCode).toBe(500);
    });
    expect(await shown(member)).toContain('To delete!');
    expect((await call(admin, 'DELETE', `${URL}/${created.id}?version=2`)).statusCode).toBe(204);
    expect(await shown(member)).not.toContain('To delete!');
    const audit = await auditRowsOf(db, 'admin.catalog.announcement', String(created.id));
    expect(audit.map((a) => [a.detail.before?.title ?? null, a.detail.after?.title ?? null])).toEqual([
      [null, 'To delete'],
      ['To delete', 'To delete!'],
      ['To delete!', null],
    ]);
  });
});
