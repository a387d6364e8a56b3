// `npm run screenshots`: the pictures of the marketing pages' carousels, taken from the running
// production build (fresh in-memory database, seeded sample data) with the system Chromium:
// signs in as the demo users, opens each app, waits until its figures are drawn, and writes
// apps/web/public/screenshots/<name>.webp at the size content/marketing/screenshots.ts sets.
// Not part of the build or the tests (CI time): run it after a change to an app's look, review
// the pictures, commit them. Needs `npm run build` first. ONLY=map-states,myapps takes a few.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../bench/support/built-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/screenshots');
const namesFile = path.join(root, 'apps/web/src/content/marketing/screenshots.ts');
const PASSWORD = 'MTInsight!2026'; // every seeded demo account's (apps/server/src/seed/identity-users.ts)
// Captured at a laptop's width, stored smaller: the carousel shows them at about half this size.
const VIEWPORT = { width: 1200, height: 800 };
const QUALITY = 0.82;

/** Economic Trends asks for its own terms first (spec §2): accepted once from the launcher, when its address answers 403. */
async function openEconomicTrends(page, baseUrl) {
  await page.goto(`${baseUrl}/tableau/viewer/econ-trends?detailId=5203`);
  const refused = page.getByText('You do not have permission to access this page.');
  await page.getByRole('heading', { name: 'Economic Trends', level: 1 }).or(refused).waitFor({ timeout: 60_000 });
  if (!(await refused.isVisible())) return;
  await page.goto(`${baseUrl}/myapps`);
  await page.getByRole('button', { name: /Economic Trends/ }).click();
  await page
    .getByRole('dialog', { name: 'Economic Trends: terms of use' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await page.waitForURL(/\/tableau\/viewer\/econ-trends/);
}

/** How each picture is taken: who signs in, which address, what must show, what to do first. */
const SHOTS = {
  myapps: { user: 'member', path: '/myapps', ready: (p) => p.getByRole('heading', { level: 1 }) },
  'usmto-analyzer': {
    user: 'member',
    path: '/analytics/viewer/usmto-orders',
    ready: (p) => p.getByRole('table').first(),
  },
  'usmto-by-month': {
    user: 'member',
    path: '/analytics/viewer/usmto-orders?rows=month',
    ready: (p) => p.getByRole('table').first(),
  },
  'usmto-territory-dashboard': {
    user: 'member',
    path: '/tableau/viewer/usmto-territory?detailId=4107',
    ready: (p) => p.getByTestId('kpi-orders_value'),
  },
  'map-states': {
    user: 'member',
    path: '/analytics/viewer/mapus-markets',
    ready: (p) => p.locator('path[data-region]').first(),
  },
  'map-top-industries': {
    user: 'member',
    path: '/analytics/viewer/mapus-markets',
    ready: (p) => p.locator('path[data-region]').first(),
    act: async (p) => {
      await p
        .getByRole('button', { name: /^Ohio: \$/ })
        .first()
        .click();
      const topIndustries = p.getByRole('region', { name: /^Top industries in Ohio, \d{4}$/ });
      await topIndustries.waitFor();
      // The list sits under the map: bring it into the picture with the lower half of the map.
      await topIndustries.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    },
  },
  'territory-wizard': {
    user: 'territory',
    path: '/apps/territory-wizard',
    ready: (p) => p.getByRole('button', { name: 'Open…' }),
    act: async (p) => {
      await p.getByRole('button', { name: 'Open…' }).click();
      const dialog = p.getByRole('dialog', { name: 'Open a territory plan' });
      await dialog
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      await dialog.waitFor({ state: 'hidden' });
      await p.locator('path[data-region]').first().waitFor();
    },
  },
  'awt-dashboard': {
    user: 'member',
    path: '/tableau/viewer/awt-monthly?detailId=6101',
    ready: (p) => p.getByTestId('kpi-orders_value'),
  },
  'awt-detail': {
    user: 'member',
    path: '/tableau/viewer/awt-monthly?detailId=6101',
    ready: (p) => p.getByTestId('kpi-orders_value'),
    scrollBy: 640,
  },
  'econ-dashboard': {
    user: 'member',
    path: '/tableau/viewer/econ-trends?detailId=5203',
    open: openEconomicTrends,
    ready: (p) => p.getByRole('heading', { name: 'Economic Trends', level: 1 }),
  },
  'econ-detail': {
    user: 'member',
    path: '/tableau/viewer/econ-trends?detailId=5203',
    open: openEconomicTrends,
    ready: (p) => p.getByRole('heading', { name: 'Economic Trends', level: 1 }),
    scrollBy: 640,
  },
  'passport-analytics': {
    user: 'exhibitor2',
    path: '/passport/my-analytics?show_year=imts-2026',
    ready: (p) => p.locator('canvas, table').first(),
  },
  'passport-search': {
    user: 'exhibitor2',
    path: '/passport/search-contacts?show_year=imts-2026',
    ready: (p) => p.getByRole('form', { name: 'Search Contacts' }),
  },
  'passport-campaigns': {
    user: 'exhibitor2',
    path: '/passport/campaigns?show_year=imts-2026',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
};

/** The names and stored size the web app expects, read from its source so both stay in step. */
async function expected() {
  const source = await readFile(namesFile, 'utf8');
  const union = /export type ScreenshotName =([^;]+);/.exec(source)?.[1] ?? '';
  const names = [...union.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const size = /SCREENSHOT_SIZE = \{ width: (\d+), height: (\d+) \}/.exec(source);
  if (!names.length || !size) throw new Error(`${namesFile}: no ScreenshotName union or SCREENSHOT_SIZE`);
  const missing = names.filter((n) => !SHOTS[n]);
  if (missing.length) throw new Error(`no recipe for ${missing.join(', ')}`);
  return { names, width: Number(size[1]), height: Number(size[2]) };
}

async function signIn(context, baseUrl, user) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.waitForURL(/\/signin/);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  return page;
}

/** Scales the PNG down and encodes it as WebP in the browser (Chromium's encoder, no extra package). */
async function toWebp(page, png, width, height) {
  const dataUrl = await page.evaluate(
    async ({ b64, width, height, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality);
    },
    { b64: png.toString('base64'), width, height, quality: QUALITY },
  );
  if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const { names, width, height } = await expected();
const only = process.env.ONLY?.split(',');
const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const failed = [];
try {
  await mkdir(outDir, { recursive: true });
  const contexts = new Map();
  for (const name of names.filter((n) => !only || only.includes(n))) {
    const shot = SHOTS[name];
    try {
      if (!contexts.has(shot.user)) {
        const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', colorScheme: 'light' });
        await (await signIn(context, server.url, shot.user)).close();
        contexts.set(shot.user, context);
      }
      const page = await contexts.get(shot.user).newPage();
      if (shot.open) await shot.open(page, server.url);
      else await page.goto(`${server.url}${shot.path}`);
      await shot.ready(page).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      if (shot.act) await shot.act(page);
      if (shot.scrollBy) await page.evaluate((y) => window.scrollBy(0, y), shot.scrollBy);
      // Charts draw with an entry animation and fonts swap in: let both finish before the picture.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(1500);
      const webp = await toWebp(page, await page.screenshot({ type: 'png' }), width, height);
      await writeFile(path.join(outDir, `${name}.webp`), webp);
      console.log(`${name}.webp  ${(webp.length / 1024).toFixed(0)} KB  (${shot.user} ${shot.path})`);
      await page.close();
    } catch (error) {
      failed.push(name);
      console.error(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed.length) {
  console.error(`\nnot taken: ${failed.join(', ')}`);
  process.exitCode = 1;
}
