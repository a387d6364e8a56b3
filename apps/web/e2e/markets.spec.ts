// Issue 15, Map U.S. Markets: launched from the member's My MTApps card, the choropleth of states
// and counties with its table, a state's top industries opened in the analyzer on the same figure,
// the table's CSV export read back, axe without violations, and the borders between areas drawn in
// the page's colour in either colour scheme (decision 095's one border rule).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { settleTransitions } from './support/settle.ts';
import { signIn } from './support/sign-in.ts';

test.describe.configure({ mode: 'serial' });

async function openFromLauncher(page: Page) {
  await signIn(page, 'member');
  await page.getByRole('link', { name: /Map U\.S\. Markets/ }).click();
  await expect(page).toHaveURL(/\/analytics\/viewer\/mapus-markets$/);
  await expect(page.getByRole('heading', { name: 'Map U.S. Markets', level: 1 })).toBeVisible();
}

test('opens from the launcher: states, then counties, with the table alternative', async ({ page }) => {
  await openFromLauncher(page);
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  const map = page.getByRole('group', { name: /^Map of machine-tool consumption \(usd\) by state/ });
  await expect(map.getByRole('button', { name: /^Ohio: \$\d{1,3}(,\d{3})+$/ })).toBeVisible();
  await expect(map.locator('path[data-region]')).toHaveCount(51);
  const table = page.getByRole('table', { name: /by state, All manufacturing/ });
  await expect(table.getByRole('row')).toHaveCount(52);

  await page.getByRole('combobox', { name: 'Show' }).selectOption('county');
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('3327');
  const counties = page.getByRole('group', { name: /by county, 3327 Machine shops/ });
  await expect(counties.locator('path[data-region]')).toHaveCount(3142);
  // Counties with the industry show their figure; the others say they have none.
  await expect(counties.getByRole('button', { name: /, OH: \$\d/ }).first()).toBeAttached();
  await expect(counties.getByRole('button', { name: /^Cuyahoga County, OH: / })).toBeAttached();
});

test("draws the borders between areas and the state outlines in the page's colour, light and dark", async ({
  page,
}) => {
  await openFromLauncher(page);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('county');
  const counties = page.getByRole('group', { name: /^Map of .* by county/ });
  await expect(counties.locator('path[data-region]')).toHaveCount(3142);
  // What the browser paints, after the stylesheet: the attribute alone could lose to a CSS rule.
  const painted = () =>
    counties.evaluate((map) => {
      const stroke = (path: Element | null) => (path ? getComputedStyle(path).stroke : null);
      return {
        area: stroke(map.querySelector('path[data-region]')),
        outlines: stroke(map.querySelector('path:not([data-region])')),
        page: getComputedStyle(map).backgroundColor,
      };
    });
  const white = 'rgb(255, 255, 255)';
  await expect.poll(painted).toEqual({ area: white, outlines: white, page: white });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dark7 = 'rgb(36, 36, 36)';
  await expect.poll(painted).toEqual({ area: dark7, outlines: dark7, page: dark7 });
});

test("a state's top industries open in the analyzer on the same figure", async ({ page }) => {
  test.setTimeout(150_000);
  await openFromLauncher(page);
  await page.getByRole('button', { name: /^Ohio: \$/ }).click();
  const details = page.getByRole('region', { name: /^Top industries in Ohio, \d{4}$/ });
  await expect(details).toBeVisible();
  const first = details.getByRole('row').nth(1);
  const industry = (await first.getByRole('cell').nth(0).textContent()) ?? '';
  const consumption = (await first.getByRole('cell').nth(3).textContent()) ?? '';
  expect(consumption).toMatch(/^\$\d{1,3}(,\d{3})*$/);

  await first.getByRole('link', { name: /Open .* in Ohio in the analyzer/ }).click();
  await expect(page).toHaveURL(/\/analytics\/viewer\/county-manufacturing\?/);
  // The analyzer: the county dataset, the industry's row, the figure the map's details showed.
  const row = page.getByRole('row', { name: new RegExp(industry.slice(0, 4)) }).first();
  // The analyzer's first query waits for the engine's copy: patient on a busy machine.
  await expect(row).toContainText(consumption, { timeout: 90_000 });
});

test('exports the table as CSV, and axe finds no violations', async ({ page }) => {
  await openFromLauncher(page);
  const table = page.getByRole('table', { name: /by state, All manufacturing/ });
  await expect(table.getByRole('row')).toHaveCount(52);
  const top = table.getByRole('row').nth(1);
  const [name, value] = await top.getByRole('cell').allTextContents();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export table (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^map-us-markets-state-all-consumption_usd-\d{4}-sample\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('State,State name,Machine-tool consumption (USD)');
  expect(lines).toHaveLength(52);
  // The table's first row, in the file's first data row.
  const [, fileName, fileValue] = (lines[1] ?? '').split(',');
  expect(fileName).toBe(name);
  expect(`$${Number(fileValue).toLocaleString('en-US')}`).toBe(value);

  await page.getByRole('button', { name: /^Ohio: \$/ }).click();
  await expect(page.getByRole('region', { name: /^Top industries in Ohio/ })).toBeVisible();
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
