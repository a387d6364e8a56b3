import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type SearchPageSource,
  SITE_SEARCH_TERM_REQUIRED,
  SITE_SEARCH_TERM_TOO_LONG,
  type SiteSearchResult,
} from '@mti/contracts/content/site-search';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';
import { saveSeedFiles } from '../files/provisioning.ts';
import { trashFiles } from '../files/service.ts';

// The pages file the web build writes (apps/web/scripts/prerender.mjs), here with a few pages.
const PAGES: SearchPageSource[] = [
  {
    path: '/legal/privacy-policy',
    title: 'Privacy Policy',
    audience: 'public',
    text: 'What personal information the portal collects. Contact <script>alert(1)</script> the privacy office.',
  },
  {
    path: '/workholding',
    title: 'Advanced Workholding',
    audience: 'public',
    text: 'Monthly orders of chucks and vises. Spindle tooling and workholding statistics.',
  },
  {
    path: '/usmto',
    title: 'Spindle Orders Report',
    audience: 'public',
    text: 'USMTO reports orders of machine tools each month.',
  },
  {
    path: '/documentation/help-guide',
    title: 'Help guide',
    audience: 'signed_in',
    text: 'How to open the Lathe Dashboard and export its crosstab to a spreadsheet.',
  },
];
const webDist = mkdtempSync(path.join(tmpdir(), 'search-pages-'));
writeFileSync(path.join(webDist, 'search-pages.json'), JSON.stringify(PAGES));

const { app, database } = await buildTestApp({ WEB_DIST: webDist });
const db = database.db;

const t0 = new Date('2026-01-05T10:00:00Z');
const file = (id: string, names: string[], isFolder = false) => ({
  id,
  names,
  isFolder,
  content: isFolder ? undefined : Buffer.from('a,b\n1,2\n'),
  createdAt: t0,
  modifiedAt: t0,
});
// The member's and the lapsed user's homes (seed/identity-users.ts) each get a file about turbines.
await saveSeedFiles({
  db,
  owner: { siteId: '100101', timssCustomer: '000100101' },
  homeId: 'home-100101',
  items: [
    file('search-f1', ['Reports'], true),
    file('search-f2', ['Reports', 'turbine-bookings-member.csv']),
    file('search-f3', ['<img src=x onerror=alert(1)>.csv']),
    file('search-f4', ['turbine-old.csv']),
  ],
});
await saveSeedFiles({
  db,
  owner: { siteId: '100102', timssCustomer: '000100102' },
  homeId: 'home-100102',
  items: [file('search-l1', ['turbine-bookings-lapsed.csv'])],
});

const search = (q: string, user?: SignedIn) =>
  app.inject({ url: `/api/content/search?q=${encodeURIComponent(q)}`, headers: user?.headers ?? {} });
const results = async (q: string, user?: SignedIn): Promise<SiteSearchResult[]> => {
  const res = await search(q, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};
const hrefs = (list: SiteSearchResult[]) => list.map((r) => r.href);
const titles = (list: SiteSearchResult[]) => list.map((r) => r.title);

describe('GET /api/content/search', () => {
  it('gives an anonymous visitor public pages only: no help page, no files, no roadmaps', async () => {
    expect(hrefs(await results('privacy'))).toEqual(['/legal/privacy-policy']);
    expect(await results('lathe dashboard')).toEqual([]);
    expect(await results('turbine')).toEqual([]);
    expect(await results('friction stir welding')).toEqual([]);
  });

  it("finds a help page and the user's own file, never another user's", async () => {
    const member = await signIn(app, 'member');
    const help = await results('lathe dashboard', member);
    expect(help.map((r) => [r.kind, r.href])).toEqual([['help', '/documentation/help-guide']]);
    expect(help[0]?.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['lathe', 'dashboard']);

    const files = await results('turbine', member);
    expect(files.map((r) => [r.kind, r.title, r.href]).sort()).toEqual([
      ['file', 'turbine-bookings-member.csv', '/myfiles/Reports'],
      ['file', 'turbine-old.csv', '/myfiles'],
    ]);
    const lapsed = await signIn(app, 'lapsed');
    expect(titles(await results('turbine', lapsed))).toEqual(['turbine-bookings-lapsed.csv']);
  });

  it('no longer finds a file once it is in the trash (file names are searched when asked)', async () => {
    const member = await signIn(app, 'member');
    expect(titles(await results('turbine old', member))).toContain('turbine-old.csv');
    await trashFiles({ db, owner: { siteId: '100101', timssCustomer: '000100101' }, ids: 'search-f4' });
    expect(titles(await results('turbine', member))).toEqual(['turbine-bookings-member.csv']);
  });

  it('finds roadmaps only for a user who may read them (role, subscription, TechTrends terms)', async () => {
    const member = await signIn(app, 'member');
    expect((await results('friction stir welding', member)).filter((r) => r.kind === 'roadmap')).toEqual([]);
    const territory = await signIn(app, 'territory');
    expect((await results('friction stir welding', territory)).filter((r) => r.kind === 'roadmap')).toEqual([]);

    await app.inject({ method: 'PUT', url: '/api/mti/acceptEula/techtrends', headers: member.headers });
    const found = await results('friction stir welding', member);
    expect(found[0]).toMatchObject({
      kind: 'roadmap',
      title: 'Materials Joining Technology Roadmap',
      href: '/techtrends-compareRoadmaps?ids=materials-joining',
    });
  });

  it('ranks a title match above a body match, in the order PostgreSQL ranks them', async () => {
    const found = await results('spindle');
    expect(hrefs(found)).toEqual(['/usmto', '/workholding']);
    // Independently: ts_rank over the same rows and query, straight from SQL.
    const expected = await rowsOf<{ path: string }>(
      db,
      sql`select path from site_search_documents
          where search_vector @@ websearch_to_tsquery('english', 'spindle') and audience = 'public'
          order by ts_rank(search_vector, websearch_to_tsquery('english', 'spindle')) desc`,
    );
    expect(hrefs(found)).toEqual(expected.map((r) => r.path));
    const ranks = found.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('returns names and snippets as plain text parts, never as markup', async () => {
    const member = await signIn(app, 'member');
    const [img] = await results('onerror', member);
    expect(img?.title).toBe('<img src=x onerror=alert(1)>.csv');
    const privacy = await results('privacy office');
    const text = privacy[0]?.snippet.map((p) => p.text).join('') ?? '';
    expect(text).not.toContain(String.fromCharCode(1));
    expect(text).not.toContain(String.fromCharCode(2));
    expect(privacy[0]?.snippet.some((p) => p.match && p.text.toLowerCase() === 'office')).toBe(true);
  });

  it('refuses a blank or an overlong term with the search box message', async () => {
    const blank = await search('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(SITE_SEARCH_TERM_REQUIRED);
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe(SITE_SEARCH_TERM_TOO_LONG);
  });
});
