// The site search over the legal pages of app terms (decision 091): the build renders those pages
// with a placeholder ("Loading the terms…") where the server later fills in the published text, so
// the index holds the published text instead: a word of the terms finds the page, the placeholder
// does not, and a version published in the console is searchable at once — on this instance and on
// another one sharing the database, even when the publishing instance never re-indexed (decision 096).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchPageSource, SiteSearchResult } from '@mti/contracts/content/site-search';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';
import { buildApp } from '../../app.ts';

// As apps/web/scripts/prerender.mjs writes them: the terms pages hold only the slot's placeholder.
const PAGES: SearchPageSource[] = [
  {
    path: '/legal/techtrends-terms',
    title: 'Supplemental Terms for the Technology Trends Service',
    audience: 'public',
    text: 'Supplemental Terms for the Technology Trends Service Loading the terms…',
  },
  {
    path: '/legal/economic-trends-terms',
    title: 'Economic Trends Terms',
    audience: 'public',
    text: 'Economic Trends Terms Loading the terms…',
  },
];
const webDist = mkdtempSync(path.join(tmpdir(), 'search-terms-pages-'));
writeFileSync(path.join(webDist, 'search-pages.json'), JSON.stringify(PAGES));
const { app, database, config } = await buildTestApp({ WEB_DIST: webDist });
// A second server instance on the same database, as N copies behind a load balancer run.
const other = await buildApp({
  config,
  database,
  secret: config.SESSION_SECRET as string,
  webDist,
  backgroundTasks: false,
});
await other.ready();
afterAll(() => other.close());

const hrefsOn = async (instance: FastifyInstance, q: string) => {
  const res = await instance.inject({ url: `/api/content/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as SiteSearchResult[]).map((r) => r.href);
};
const hrefsOf = (q: string) => hrefsOn(app, q);

/** A new version of the terms published in the first instance's console, with a sentence added. */
async function publishInConsole(termsKey: string, addition: string) {
  const admin = await signIn(app, 'admin');
  const url = `/api/admin/console/terms-texts/${termsKey}`;
  const { version, body } = (await app.inject({ url, headers: admin.headers })).json() as {
    version: number;
    body: string;
  };
  const published = await app.inject({
    method: 'POST',
    url,
    headers: admin.headers,
    payload: { version, body: `${body}\n\n## Sample addition\n${addition}` },
  });
  expect(published.statusCode, published.body).toBe(200);
}

describe('the legal pages of app terms in the site search', () => {
  it('are found by words of their published text, not by the placeholder', async () => {
    expect(await hrefsOf('consortia')).toEqual(['/legal/techtrends-terms']); // TechTrends §2, seeded version 1
    expect(await hrefsOf('forecast bands')).toEqual(['/legal/economic-trends-terms']);
    expect(await hrefsOf('loading')).toEqual([]);
  });

  it('finds the words of a version published in the console at once', async () => {
    expect(await hrefsOf('quasicrystal')).toEqual([]);
    await publishInConsole('techtrends', 'Quasicrystal roadmaps are covered too.');
    await expect.poll(() => hrefsOf('quasicrystal')).toEqual(['/legal/techtrends-terms']);
  });
});

describe('app terms pages on every instance (decision 096)', () => {
  it('finds a version another instance published and never re-indexed, on both instances', async () => {
    expect(await hrefsOn(other, 'zeolite')).toEqual([]);
    // What the publishing instance's transaction leaves in the database when it stops before re-indexing.
    await database.db.execute(sql`insert into catalog_terms_texts (terms_key, version, body)
      select terms_key, version + 1, body || E'\n\n## 10. Sample addition\nZeolite fixtures are covered too.'
      from catalog_terms_texts where terms_key = 'econ' order by version desc limit 1`);
    expect(await hrefsOn(other, 'zeolite')).toEqual(['/legal/economic-trends-terms']);
    expect(await hrefsOn(app, 'zeolite')).toEqual(['/legal/economic-trends-terms']);
    expect(await hrefsOn(app, 'forecast bands')).toEqual(['/legal/economic-trends-terms']); // the rest of the text kept
  });

  it('finds on the other instance a version published in the console of the first', async () => {
    await publishInConsole('econ', 'Perovskite tooling is covered too.');
    expect(await hrefsOn(other, 'perovskite')).toEqual(['/legal/economic-trends-terms']);
  });
});
