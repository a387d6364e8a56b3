// The console's texts (issue 19, decision 069) through the real app (PGlite, seeded sample): the
// decommission notice members read in the launcher's configuration, and the label service's texts
// the survey screens read. Every other role refused (an acting administrator too), the shared rules'
// messages, 409 stale, one transaction (a failing audit write keeps the old text), audit before/after.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { LABEL_NOT_FOUND, labelPlaceholderMissing, labelPlaceholderUnknown } from '@mti/contracts/admin/console-labels';
import {
  DEFAULT_DECOMMISSION_NOTICE,
  NOTICE_APPS_REQUIRED,
  NOTICE_DATE_INVALID,
  NOTICE_TEXT_NEEDS_DATE,
  noticeAppTwice,
  noticeUnknownPlaceholder,
} from '@mti/contracts/content/decommission-notice';
import { ERROR_PAGE_PATH, LABEL_BLANK } from '@mti/contracts/survey/survey-admin-api';
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ConsoleMethod,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member']);
const NOTICE_URL = '/api/admin/console/announcements/decommission-notice';
const LABEL = { screen: 'surveyApp', key: 'noData' } as const;
const LABEL_URL = `/api/admin/console/labels/${LABEL.screen}/${LABEL.key}`;

const member = callers.others[0] as SignedIn;
const auditRows = (action: string) =>
  rowsOf<{ actor: string; subject: string; detail: { before: unknown; after: unknown } }>(
    db,
    sql`select actor, subject, detail from audit_log where action = ${action} order by id`,
  );

type Notice = {
  version: number;
  decommissionDate: string;
  title: string;
  apps: string[];
  beforeDateText: string;
  afterDateText: string;
};
const notice = async () => (await call(admin, 'GET', NOTICE_URL)).json() as Notice;
const publicConfig = async () => (await app.inject({ url: '/assets/config/config.json' })).json();

describe('who may use these calls', () => {
  const routes: Array<[ConsoleMethod, string, object?]> = [
    ['GET', NOTICE_URL],
    ['PUT', NOTICE_URL, { version: 1, ...DEFAULT_DECOMMISSION_NOTICE, decommissionDate: '2027-01-31' }],
    ['GET', '/api/admin/console/labels'],
    ['PUT', LABEL_URL, { version: 1, text: 'Nothing yet.' }],
    ['POST', `${LABEL_URL}/reset`, { version: 1 }],
  ];

  it('refuses anonymous callers, a member and an administrator acting as a user, and writes nothing', async () => {
    await expectConsoleRoutesRefused(app, callers, routes);
    expect((await publicConfig()).decommissionDate).toBe('2025-12-31');
    const labels = (await call(member, 'GET', `/api/survey/labels/${LABEL.screen}`)).json();
    expect(labels[LABEL.key]).toBe(SURVEY_LABEL_DEFAULTS.surveyApp.noData);
  });
});

describe('the decommission notice', () => {
  const edit = (before: Notice, change: Partial<Notice> = {}) => {
    const { version, decommissionDate, title, apps, beforeDateText, afterDateText } = { ...before, ...change };
    return { version, decommissionDate, title, apps, beforeDateText, afterDateText };
  };

  it('starts from the spec’s notice: four apps, December 31, 2025', async () => {
    expect(await notice()).toMatchObject({ decommissionDate: '2025-12-31', ...DEFAULT_DECOMMISSION_NOTICE });
  });

  it('reaches the configuration members load at once, audited before and after', async () => {
    const before = await notice();
    const change = {
      decommissionDate: '2027-03-31',
      title: 'Retiring soon',
      apps: ['Economic Trends', 'Map U.S. Markets'],
      beforeDateText: 'Plan ahead: {apps} close on {date}.',
      afterDateText: 'Since {date}, {apps} are kept for subscribers only.',
    };
    const res = await call(admin, 'PUT', NOTICE_URL, edit(before, change));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...change, version: before.version + 1 });
    const { decommissionDate, ...texts } = change;
    expect(await publicConfig()).toMatchObject({ decommissionDate, decommissionNotice: texts });
    expect((await auditRows('admin.announcement.decommission_notice')).at(-1)).toMatchObject({
      actor: admin.siteId,
      detail: {
        before: { decommissionDate: before.decommissionDate, ...DEFAULT_DECOMMISSION_NOTICE },
        after: change,
      },
    });
  });

  it.each([
    ['decommissionDate', '2027-02-30', NOTICE_DATE_INVALID],
    ['decommissionDate', '31/12/2027', NOTICE_DATE_INVALID],
    ['apps', [], NOTICE_APPS_REQUIRED],
    ['apps', ['Economic Trends', 'economic trends'], noticeAppTwice('economic trends')],
    ['beforeDateText', '{apps} close soon.', NOTICE_TEXT_NEEDS_DATE],
    ['afterDateText', '{apps} closed on {day}.', noticeUnknownPlaceholder('day')],
  ])('refuses %s %j with the form’s message and writes nothing', async (field, value, msg) => {
    const before = await notice();
    const res = await call(admin, 'PUT', NOTICE_URL, edit(before, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
    expect((await notice()).version).toBe(before.version);
  });

  it('refuses an edit started from an older version with 409 and keeps the newer one', async () => {
    const before = await notice();
    const first = await call(admin, 'PUT', NOTICE_URL, edit(before, { title: 'First' }));
    expect(first.statusCode).toBe(200);
    const second = await call(admin, 'PUT', NOTICE_URL, edit(before, { title: 'Second' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    expect((await publicConfig()).decommissionNotice.title).toBe('First');
  });

  it('keeps the old notice when the audit write fails inside the transaction', async () => {
    const before = await notice();
    await withAuditBroken(db, 'admin.announcement.decommission_notice', async () => {
      const res = await call(admin, 'PUT', NOTICE_URL, edit(before, { title: 'Never shown' }));
      expect(res.statusCode).toBe(500);
    });
    expect((await publicConfig()).decommissionNotice.title).toBe(before.title);
    expect((await notice()).version).toBe(before.version);
  });
});

describe('labels', () => {
  type Label = { screen: string; key: string; text: string; version: number; appears_on: string; is_default: boolean };
  type Page = { rows: Label[]; total: number };
  const list = async (query: string) => (await call(admin, 'GET', `/api/admin/console/labels?${query}`)).json() as Page;
  const labelNow = async (screen: string, key: string) =>
    (await list(`screen=${screen}&q=${encodeURIComponent(key)}&page_size=200`)).rows.find(
      (l) => l.key === key,
    ) as Label;
  const surveyLabels = async (screen: string) =>
    (await call(member, 'GET', `/api/survey/labels/${screen}`)).json() as Record<string, string>;

  it('lists every label with the screen it appears on, filtered by screen, as many as SQL counts', async () => {
    const [counted] = await rowsOf<{ screen: string; n: number }>(
      db,
      sql`select count(*)::int as n from survey_labels where screen = 'benchmark'`,
    );
    const page = await list('screen=benchmark&page_size=5&sort=key');
    expect(page.total).toBe(counted?.n);
    expect(page.rows).toHaveLength(5);
    expect(page.rows.every((l) => l.screen === 'benchmark' && l.appears_on === '/productData (Benchmark tab)')).toBe(
      true,
    );
    const keys = page.rows.map((l) => l.key);
    expect(keys).toEqual([...keys].sort());
    expect((await list('')).total).toBeGreaterThan(page.total);
    const csv = await call(admin, 'GET', '/api/admin/console/labels/export?screen=benchmark&sort=key');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split(/\r?\n/)).toHaveLength(Number(counted?.n) + 1);
  });

  it('shows an edited text on the screen at once, and puts the default back on reset; each audited', async () => {
    const before = await labelNow(LABEL.screen, LABEL.key);
    expect(before.is_default).toBe(true);
    const text = 'Nothing to report yet: the next month opens on the 1st.';
    const res = await call(admin, 'PUT', LABEL_URL, { version: before.version, text: `  ${text} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text, version: before.version + 1, is_default: false });
    expect((await surveyLabels(LABEL.screen))[LABEL.key]).toBe(text);

    const reset = await call(admin, 'POST', `${LABEL_URL}/reset`, { version: before.version + 1 });
    expect(reset.json()).toMatchObject({ text: before.text, is_default: true, version: before.version + 2 });
    expect((await surveyLabels(LABEL.screen))[LABEL.key]).toBe(before.text);
    expect((await auditRows('admin.label.update')).at(-1)).toMatchObject({
      actor: admin.siteId,
      subject: 'surveyApp/noData',
      detail: { before: { text: before.text }, after: { text } },
    });
    expect((await auditRows('admin.label.reset')).at(-1)).toMatchObject({
      detail: { before: { text }, after: { text: before.text } },
    });
  });

  it.each([
    ['surveyApp', 'noData', '   ', LABEL_BLANK],
    ['errorPages', '404', 'https://elsewhere.example/404', ERROR_PAGE_PATH],
    ['productData', 'warningBookingUsdLow', 'Bookings look low.', labelPlaceholderMissing('limit')],
    ['surveyApp', 'intro', 'Hello {name}.', labelPlaceholderUnknown('name')],
  ])('refuses %s/%s %j with the form’s message and writes nothing', async (screen, key, text, msg) => {
    const before = await labelNow(screen, key);
    const res = await call(admin, 'PUT', `/api/admin/console/labels/${screen}/${key}`, {
      version: before.version,
      text,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
    expect(await labelNow(screen, key)).toEqual(before);
  });

  it('answers 404 for a label no screen has', async () => {
    const res = await call(admin, 'PUT', '/api/admin/console/labels/surveyApp/madeUp', { version: 1, text: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ msg: LABEL_NOT_FOUND });
  });

  it('refuses an edit started from an older version with 409 and keeps the newer text', async () => {
    const before = await labelNow('surveyApp', 'colStatus');
    const first = await call(admin, 'PUT', '/api/admin/console/labels/surveyApp/colStatus', {
      version: before.version,
      text: 'State',
    });
    expect(first.statusCode).toBe(200);
    const second = await call(admin, 'PUT', '/api/admin/console/labels/surveyApp/colStatus', {
      version: before.version,
      text: 'Progress',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    expect((await surveyLabels('surveyApp')).colStatus).toBe('State');
  });

  it('keeps the old text when the audit write fails inside the transaction', async () => {
    const before = await labelNow('surveyApp', 'colActions');
    await withAuditBroken(db, 'admin.label.update', async () => {
      const res = await call(admin, 'PUT', '/api/admin/console/labels/surveyApp/colActions', {
        version: before.version,
        text: 'Never shown',
      });
      expect(res.statusCode).toBe(500);
    });
    expect(await labelNow('surveyApp', 'colActions')).toEqual(before);
    expect((await surveyLabels('surveyApp')).colActions).toBe(before.text);
  });
});
