// Decision 036: the redirect hook's site configuration, reused for CACHE_SECONDS (on, as in
// production): a configuration saved in this process redirects at once; one written by another
// instance redirects here within CACHE_SECONDS.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { saveSiteConfig } from './provisioning.ts';
import { getSiteConfig } from './service.ts';

const { app, database } = await buildTestApp({ CACHE_SECONDS: '5' });
const db = database.db;
const locationOf = async (path: string) => (await app.inject(path)).headers.location;
afterEach(() => vi.useRealTimers());

async function redirectContactTo(newUrl: string) {
  const config = await getSiteConfig({ db });
  const redirectUrls = (config.redirectUrls ?? []).filter((r) => r.oldUrl !== '/contact');
  return { ...config, redirectUrls: [...redirectUrls, { oldUrl: '/contact', newUrl }] };
}

describe('the redirect hook’s site configuration, cached for CACHE_SECONDS', () => {
  it('follows a configuration saved in this process at once', async () => {
    expect(await locationOf('/contact')).toBe('/support');
    await saveSiteConfig({ db, config: await redirectContactTo('/help-here') });
    expect(await locationOf('/contact')).toBe('/help-here');
  });

  it('follows a configuration written by another instance within 5 seconds', async () => {
    const written = await redirectContactTo('/help-elsewhere');
    expect(await locationOf('/contact')).toBe('/help-here');
    await db.execute(sql`update app_config set value = ${JSON.stringify(written)}::jsonb where key = 'config'`);
    // This instance reuses its copy for a while: that is the cache at work.
    expect(await locationOf('/contact')).toBe('/help-here');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_001);
    expect(await locationOf('/contact')).toBe('/help-elsewhere');
  });
});
