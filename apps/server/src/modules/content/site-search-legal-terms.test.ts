// The site search over the legal pages of app terms (decision 091): the build renders those pages
// with a placeholder ("Loading the terms…") where the server later fills in the published text, so
// the index holds the published text instead: a word of the terms finds the page, the placeholder
// does not, and a version published in the console is searchable at once.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchPageSource, SiteSearchResult } from '@mti/contracts/content/site-search';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/sign-in.ts';

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
const { app } = await buildTestApp({ WEB_DIST: webDist });

const hrefsOf = async (q: string) => {
  const res = await app.inject({ url: `/api/content/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as SiteSearchResult[]).map((r) => r.href);
};

describe('the legal pages of app terms in the site search', () => {
  it('are found by words of their published text, not by the placeholder', async () => {
    expect(await hrefsOf('consortia')).toEqual(['/legal/techtrends-terms']); // TechTrends §2, seeded version 1
    expect(await hrefsOf('forecast bands')).toEqual(['/legal/economic-trends-terms']);
    expect(await hrefsOf('loading')).toEqual([]);
  });

  it('finds the words of a version published in the console at once', async () => {
    expect(await hrefsOf('quasicrystal')).toEqual([]);
    const admin = await signIn(app, 'admin');
    const current = await app.inject({ url: '/api/admin/console/terms-texts/techtrends', headers: admin.headers });
    const { version, body } = current.json() as { version: number; body: string };
    const published = await app.inject({
      method: 'POST',
      url: '/api/admin/console/terms-texts/techtrends',
      headers: admin.headers,
      payload: { version, body: `${body}\n\n## 9. Sample addition\nQuasicrystal roadmaps are covered too.` },
    });
    expect(published.statusCode, published.body).toBe(200);
    await expect.poll(() => hrefsOf('quasicrystal')).toEqual(['/legal/techtrends-terms']);
  });
});
