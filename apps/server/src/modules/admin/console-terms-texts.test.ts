// The console's app terms texts by version (issue 19, decision 078) through the real app (PGlite,
// seeded sample, the launcher cache on): every other role and an acting administrator refused; the
// seeded first texts served to the launcher's dialog; publishing checked, 409 when stale, one
// transaction with its audit row; after a new version the member is asked again (launcher and the
// server-side gate of TechTrends Roadmaps answer as for "never accepted"); the acceptance list and
// its counts checked against SQL.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { appTermsKey, TERMS_CHANGED_MSG } from '@mti/contracts/catalog/catalog-api';
import { TERMS_TEXT_BLANK, TERMS_TEXT_UNCHANGED, termsLinkRefused } from '@mti/contracts/catalog/terms-text';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { FIRST_APP_TERMS_TEXTS } from '../../seed/app-terms-texts.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'territory', 'exhibitor'], {
  CACHE_SECONDS: '5',
});
const member = callers.others[0] as SignedIn;
const newcomerToTerms = await signIn(app, 'trendsme'); // econ role, never accepted TechTrends' terms
const TEXTS = '/api/admin/console/terms-texts';
const KEY = 'techtrends';
const V2 = `${FIRST_APP_TERMS_TEXTS.techtrends}\n\n## 9. Changes\nThese terms may change; you are asked again when they do.`;

const publish = (version: number, body: string, user: SignedIn = admin) =>
  call(user, 'POST', `${TEXTS}/${KEY}`, { version, body });
const accept = (user: SignedIn, payload?: object) => call(user, 'PUT', `/api/mti/acceptEula/${KEY}`, payload);
const launcherAccepted = async (user: SignedIn) => {
  const apps = (await call(user, 'GET', '/api/mti/products')).json() as Array<{
    appurl: string;
    terms_accepted: boolean;
  }>;
  return apps.find((a) => a.appurl === 'techtrends-roadmaps')?.terms_accepted;
};
const roadmapsGate = async (user: SignedIn) => {
  const res = await call(user, 'GET', '/api/roadmaps');
  return { status: res.statusCode, body: res.statusCode === 200 ? 'open' : res.json() };
};
const storedVersions = () =>
  rowsOf<{ version: number }>(
    db,
    sql`select version from catalog_terms_texts where terms_key = ${KEY} order by version`,
  );

describe('who may use the terms texts', () => {
  it('refuses nobody signed in, every other role and an administrator acting as a user, and writes nothing', async () => {
    await expectConsoleRoutesRefused(app, callers, [
      ['GET', TEXTS],
      ['GET', `${TEXTS}/export`],
      ['GET', `${TEXTS}/${KEY}`],
      ['POST', `${TEXTS}/${KEY}`, { version: 1, body: 'Taken over.' }],
      ['GET', '/api/admin/console/terms-acceptances'],
      ['GET', '/api/admin/console/terms-acceptances/export'],
    ]);
    expect(await storedVersions()).toEqual([{ version: 1 }]);
  });
});

describe('the seeded first texts', () => {
  it("lists each app's terms at version 1 and serves today's text to the launcher's dialog", async () => {
    const list = (await call(admin, 'GET', TEXTS)).json().rows;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ terms_key: 'econ', apps: ['Economic Trends'], version: 1 }),
        expect.objectContaining({ terms_key: KEY, apps: ['Technology Roadmaps'], version: 1 }),
      ]),
    );
    const served = await call(member, 'GET', `/api/mti/appTerms/${KEY}`);
    expect(served.json()).toEqual({ terms_key: KEY, version: 1, body: FIRST_APP_TERMS_TEXTS.techtrends });
    expect((await call(member, 'GET', '/api/mti/appTerms/usmto')).statusCode).toBe(404);
  });
});

describe('publishing a new version', () => {
  it('refuses a blank text, a script link, an unchanged text and unknown terms, with the shared messages', async () => {
    const cases: Array<[string, string]> = [
      ['   ', TERMS_TEXT_BLANK],
      ['Read [this](javascript:alert(1)) first.', termsLinkRefused('javascript:alert(1')],
      [FIRST_APP_TERMS_TEXTS.techtrends as string, TERMS_TEXT_UNCHANGED],
    ];
    for (const [body, msg] of cases) {
      const res = await publish(1, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().msg, body).toBe(msg);
    }
    expect((await call(admin, 'POST', `${TEXTS}/nosuch`, { version: 0, body: 'x' })).statusCode).toBe(404);
    expect(await storedVersions()).toEqual([{ version: 1 }]);
  });

  it('rolls the version back whole when its audit row cannot be written', async () => {
    await withAuditBroken(db, 'admin.catalog.terms_text', async () => {
      expect((await publish(1, V2)).statusCode).toBe(500);
    });
    expect(await storedVersions()).toEqual([{ version: 1 }]);
    expect((await call(member, 'GET', `/api/mti/appTerms/${KEY}`)).json().version).toBe(1);
  });

  it('asks a member who accepted the older version again, as if never accepted, and records the version accepted', async () => {
    expect((await accept(member)).statusCode).toBe(200);
    expect(await launcherAccepted(member)).toBe(true);
    expect((await roadmapsGate(member)).status).toBe(200);

    const published = await publish(1, V2);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ terms_key: KEY, version: 2, body: V2.trim() });
    expect(published.json().history.map((h: { version: number }) => h.version)).toEqual([2, 1]);

    // The launcher (cache on) and the server-side gate answer as for a user who never accepted.
    expect(await launcherAccepted(member)).toBe(false);
    expect(await roadmapsGate(member)).toEqual(await roadmapsGate(newcomerToTerms));
    expect((await roadmapsGate(member)).status).toBe(403);
    expect((await call(member, 'GET', `/api/mti/appTerms/${KEY}`)).json()).toMatchObject({ version: 2 });

    // Accepting the text the dialog showed before the publish records nothing.
    const late = await accept(member, { version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'terms_changed', msg: TERMS_CHANGED_MSG });
    expect(await launcherAccepted(member)).toBe(false);

    expect((await accept(member, { version: 2 })).statusCode).toBe(200);
    expect(await launcherAccepted(member)).toBe(true);
    expect((await roadmapsGate(member)).status).toBe(200);
    const rows = await rowsOf<{ terms_version: number }>(
      db,
      sql`select terms_version from catalog_terms_acceptances
          where site_id = ${member.siteId} and terms_key = ${KEY} order by terms_version`,
    );
    expect(rows.map((r) => r.terms_version)).toEqual([1, 2]);
  });

  it('refuses a publish from a version that is no longer the newest, and writes nothing', async () => {
    const stale = await publish(1, `${V2}\nA second administrator's wording.`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(STALE_EDIT_MSG);
    expect(await storedVersions()).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('audits the publish with who, the text before and after and both versions', async () => {
    const rows = await auditRowsOf(db, 'admin.catalog.terms_text', KEY);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      actor: admin.siteId,
      detail: {
        before: { version: 1, body: FIRST_APP_TERMS_TEXTS.techtrends },
        after: { version: 2, body: V2.trim() },
      },
    });
  });
});

describe('who accepted which version', () => {
  it('lists every acceptance with its version, as SQL counts them, sorted, searched and exported', async () => {
    const [sqlCounts] = await rowsOf<{ total: number; current: number; older: number }>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where terms_version = 2)::int as current,
            count(*) filter (where terms_version < 2)::int as older
          from catalog_terms_acceptances where terms_key = ${KEY}`,
    );
    const listed = (
      await call(admin, 'GET', `/api/admin/console/terms-acceptances?q=${KEY}&sort=terms_version&dir=desc`)
    ).json();
    expect(listed.total).toBe(sqlCounts?.total);
    expect(listed.rows.filter((r: { is_current: boolean }) => r.is_current)).toHaveLength(sqlCounts?.current ?? -1);
    expect(listed.rows.filter((r: { is_current: boolean }) => !r.is_current)).toHaveLength(sqlCounts?.older ?? -1);
    expect(listed.rows[0]).toMatchObject({ userid: 'member', terms_key: KEY, terms_version: 2, is_current: true });

    const summary = (await call(admin, 'GET', `${TEXTS}?q=${KEY}`))
      .json()
      .rows.find((s: { terms_key: string }) => s.terms_key === KEY);
    const [people] = await rowsOf<{ current: number; any: number }>(
      db,
      sql`select count(distinct site_id) filter (where terms_version = 2)::int as current,
            count(distinct site_id)::int as any
          from catalog_terms_acceptances where terms_key = ${KEY}`,
    );
    expect(summary).toMatchObject({ version: 2, accepted_current: people?.current, accepted_any: people?.any });

    const csv = await call(admin, 'GET', `/api/admin/console/terms-acceptances/export?q=${KEY}&sort=terms_version`);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Version');
    expect(lines).toHaveLength((sqlCounts?.total ?? 0) + 1);
    expect(lines.at(-1)).toMatch(/member.*,2,yes,/);
  });
});

describe('the terms texts list', () => {
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);

  it('pages, sorts and searches the terms keys on the server, and exports the same query as CSV', async () => {
    // The keys as the launcher derives them (appTermsKey), and those of any stored text.
    const apps = await rowsOf<{ short_name: string; appurl: string }>(
      db,
      sql`select short_name, appurl from catalog_apps where terms_required`,
    );
    const stored = await rowsOf<{ terms_key: string }>(db, sql`select distinct terms_key from catalog_terms_texts`);
    const keys = [...new Set([...stored.map((r) => r.terms_key), ...apps.map((a) => appTermsKey(a.appurl))])].sort();
    expect(keys.length).toBeGreaterThan(1);
    const first = (await call(admin, 'GET', `${TEXTS}?page_size=1`)).json();
    expect(first).toMatchObject({ total: keys.length, page: 1, page_size: 1 });
    expect(first.rows.map((t: { terms_key: string }) => t.terms_key)).toEqual(keys.slice(0, 1));
    const second = (await call(admin, 'GET', `${TEXTS}?page_size=1&page=2`)).json();
    expect(second.rows.map((t: { terms_key: string }) => t.terms_key)).toEqual(keys.slice(1, 2));
    const last = (await call(admin, 'GET', `${TEXTS}?sort=terms_key&dir=desc&page_size=1`)).json();
    expect(last.rows[0].terms_key).toBe(keys.at(-1));

    // TechTrends' terms are at version 2 by now; Economic Trends' go to version 3, so they come first by
    // version descending though last by key descending.
    for (const version of [1, 2]) {
      const body = `${FIRST_APP_TERMS_TEXTS.econ}\n\nRevision ${version + 1}.`;
      expect((await call(admin, 'POST', `${TEXTS}/econ`, { version, body })).statusCode).toBe(200);
    }
    const byVersion = (await call(admin, 'GET', `${TEXTS}?sort=version&dir=desc`)).json();
    expect(
      byVersion.rows.slice(0, 2).map((t: { terms_key: string; version: number }) => [t.terms_key, t.version]),
    ).toEqual([
      ['econ', 3],
      [KEY, 2],
    ]);
    const byAccepted = (await call(admin, 'GET', `${TEXTS}?sort=accepted_any&dir=desc`)).json().rows;
    const accepted = byAccepted.map((t: { accepted_any: number }) => t.accepted_any);
    expect(accepted).toEqual([...accepted].sort((a, b) => b - a));

    // The search looks in the key and in the apps' names.
    const byApp = (await call(admin, 'GET', `${TEXTS}?q=ROADMAPS`)).json();
    expect(byApp).toMatchObject({ total: 1, rows: [expect.objectContaining({ terms_key: KEY })] });
    const badSort = await call(admin, 'GET', `${TEXTS}?sort=body`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toHaveProperty('msg');

    const csv = await call(admin, 'GET', `${TEXTS}/export?sort=version&dir=desc&page_size=1`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('Terms,Apps,Version,Published (UTC),Accepted this version,Accepted any version');
    expect(lines).toHaveLength(keys.length + 1);
    expect(lines[1]).toMatch(/^econ,Economic Trends,3,/);
    const searched = csvLines((await call(admin, 'GET', `${TEXTS}/export?q=economic`)).body);
    expect(searched).toHaveLength(2);
    expect(searched[1]).toMatch(/^econ,Economic Trends,3,/);
  });
});
