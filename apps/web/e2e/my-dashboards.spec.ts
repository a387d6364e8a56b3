// Issue 18, maps and dashboards: the analyzer's map (captioned, keyboard and click on a state), a
// product dashboard on a 390 px phone without sideways scrolling (its tiles stack), cross-filtering
// and a tile opened in the analyzer with the same figure, My dashboards built, saved, reopened, and a
// saved analysis shared read-only, from My Files, with a colleague of the organisation.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('the analyzer map is captioned; Enter on a state filters the analysis to it, then opens its rows', async ({
  page,
}) => {
  // A whole path through the analyzer (three analyses run) on a shared, loaded machine.
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders');
  await expect(page.getByRole('rowheader', { name: 'Grand total' }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();
  await page.getByRole('button', { name: 'Put State on rows' }).click();
  await expect(page.getByTestId('map-caption')).toHaveText(/ by state — /);
  const map = page.getByRole('group', { name: /by state .*Arrow keys move between states/ });
  await expect.poll(() => map.locator('svg path').count()).toBeGreaterThan(50);
  // The legend's ends are abbreviated dollars ($1.2M), not full figures.
  await expect(map.locator('svg text', { hasText: /^\$\d+(\.\d)?[KMB]$/ }).first()).toBeVisible();

  await map.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('map-focus')).toHaveText(/^Alabama: \$[\d,]+$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-caption')).toHaveText(/^Value \(USD\) by state — .*State: Alabama$/);
  // The caption follows the filter at once; the figures follow when the analysis has run again.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => page.getByRole('rowheader', { name: 'California' }).count()).toBe(0);
  // The state chosen, the same keys open the rows behind its figure.
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Alabama');
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
});

test('a product dashboard on a 390 px phone stacks its tiles: no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dashme');
  await page.goto('/tableau/viewer/usmto-territory?detailId=4107');
  await expect(page.getByTestId('kpi-orders_value')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  const frame = page.getByRole('region', { name: 'Territory dashboard' });
  await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test("a bar chosen by keyboard filters the territory's tiles; the region tile opens in the analyzer with the same figure", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dashme');
  await page.goto('/tableau/viewer/usmto-territory?detailId=4107');
  await expect(page.getByTestId('kpi-orders_value')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  const bars = page.getByRole('group', { name: /Orders by region \(USD\): arrow keys/ });
  await bars.focus();
  await page.keyboard.press('ArrowDown');
  const region = ((await page.getByTestId('breakdown-focus').textContent()) ?? '').split(':')[0] ?? '';
  await page.keyboard.press('Enter');
  const chips = page.getByRole('group', { name: 'Filtered by' });
  await expect(chips).toContainText(`Region: ${region}`);
  // One region chosen, the card names its top state.
  await expect(page.getByRole('group', { name: 'Top state' })).toBeVisible();
  const total = (await page.getByTestId('kpi-orders_value').textContent()) ?? '';
  await page.getByRole('link', { name: 'Open Orders by region (USD) in the analyzer' }).click();
  await expect(page).toHaveURL(/\/analytics\/viewer\/usmto-orders\?rows=region&measure=value_usd/);
  await expect(
    page
      .getByRole('table', { name: 'Analysis result' })
      .getByRole('button', { name: `${total} (Grand total, Value (USD)): show rows`, exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await page.goBack();
  // The chip's × removes the filter, by keyboard.
  await page.getByRole('button', { name: `Remove the filter Region: ${region}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Top region' })).toBeVisible();
});

test('My dashboards: pin saved analyses, arrange them by keyboard, save, and find them so after a reload', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dashme');
  await page.goto('/my-dashboards');
  await expect(page.getByRole('heading', { name: 'My dashboards', level: 1 })).toBeVisible();
  // Two saved analyses of the user's own to pin (saved as the analyzer's Save as does).
  const analysis = (rows: string) => ({
    version: 1,
    dataset: 'usmto-orders',
    rows: [rows],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    filters: { period: { from: '2024-01', to: '2024-12' } },
  });
  for (const [name, rows] of [
    ['Pinned by region', 'region'],
    ['Pinned by category', 'category'],
  ] as const) {
    const path = encodeURIComponent(`:home:000100861:${name}.xanalyzer`);
    // A write through the API needs the anti-forgery header a page sends from its cookie.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.put(`/analytics/api/repo/files/${path}?overwrite=true`, {
      data: analysis(rows),
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(res.ok(), `${res.status()} ${await res.text()}`).toBe(true);
  }

  const name = `Board ${Date.now()}`;
  await page.getByRole('textbox', { name: 'New dashboard' }).fill(name);
  await page.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-dashboard-empty')).toContainText('Pin a saved analysis');
  const pick = page.getByRole('combobox', { name: 'Pin a saved analysis' });
  for (const pinned of ['Pinned by region', 'Pinned by category']) {
    await pick.selectOption({ label: pinned });
    await page.getByRole('button', { name: 'Pin', exact: true }).click();
  }
  const tiles = page.getByTestId('my-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first().getByTestId('tile-total')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);

  await page.getByRole('button', { name: 'Move Pinned by category left' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tile-announcement')).toHaveText('Pinned by category moved to row 1, column 1.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved.');

  await page.reload();
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('aria-label', 'Pinned by category');
  await expect(tiles.nth(1)).toHaveAttribute('aria-label', 'Pinned by region');
  await expectNoSeriousA11yViolations(page);
});

test('Pin to dashboard from the analyzer: the tile draws the saved bar chart, its table a switch away, under a member filter', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dashme');
  await page.goto('/my-dashboards');
  await expect(page.getByRole('heading', { name: 'My dashboards', level: 1 })).toBeVisible();
  // A saved analysis drawn as a bar chart (saved as the analyzer's Save as does).
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const saved = await page.request.put(
    `/analytics/api/repo/files/${encodeURIComponent(':home:000100861:Bars by region.xanalyzer')}?overwrite=true`,
    {
      data: {
        version: 1,
        dataset: 'usmto-orders',
        rows: ['region'],
        measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
        filters: { period: { from: '2024-01', to: '2024-12' } },
        chart: { type: 'bar', title: 'Orders by region in 2024' },
      },
      headers: { 'x-xsrf-token': xsrf },
    },
  );
  expect(saved.ok(), `${saved.status()} ${await saved.text()}`).toBe(true);
  const { id } = (await saved.json()) as { id: string };

  await page.goto(`/analyzer/viewer/${id}/bars-by-region`);
  await expect(page.getByRole('img', { name: /^Orders by region in 2024/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pin to dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pin to dashboard' });
  const name = `Pinned ${Date.now()}`;
  await dialog.getByRole('combobox', { name: 'Dashboard' }).selectOption({ label: 'A new dashboard…' });
  await dialog.getByRole('textbox', { name: 'Name of the new dashboard' }).fill(name);
  await dialog.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Bars by region is pinned to ${name}.`);
  await dialog.getByRole('link', { name: `Open ${name}` }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const tile = page.getByTestId('my-tile');
  await expect(tile.getByRole('img', { name: /^Orders by region in 2024/ })).toBeVisible();
  await tile.getByText('Table', { exact: true }).click();
  const total = tile.getByTestId('tile-total');
  await expect(total).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  const everything = await total.textContent();

  await page.getByRole('combobox', { name: 'Filter every tile by' }).selectOption({ label: 'Region' });
  await page.getByRole('combobox', { name: 'Member' }).selectOption({ label: 'West' });
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('group', { name: 'Every tile filtered by' })).toContainText('Region: West');
  await expect(total).not.toHaveText(everything ?? '');
  await expect(tile.getByRole('rowheader')).toHaveText(['West', 'Grand total']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Every tile filtered by' })).toContainText('Region: West');
  await expectNoSeriousA11yViolations(page);
});

test('a saved analysis shared with the organisation: the colleague opens its address read-only', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, 'territory');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const name = `Shared ${Date.now()}`;
  const saved = await page.request.put(
    `/analytics/api/repo/files/${encodeURIComponent(`:home:000101501:${name}.xanalyzer`)}?overwrite=true`,
    {
      data: {
        version: 1,
        dataset: 'usmto-orders',
        rows: ['region'],
        measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
        filters: { period: { from: '2024-01', to: '2024-12' } },
      },
      headers: { 'x-xsrf-token': xsrf },
    },
  );
  expect(saved.ok(), `${saved.status()} ${await saved.text()}`).toBe(true);
  const { id } = (await saved.json()) as { id: string };
  const slug = name.toLowerCase().replaceAll(' ', '-');

  // The owner opens it from My Files (the spec's path form, by keyboard) and shares it there (080).
  await page.goto('/myfiles');
  const fileRow = page.getByRole('row').filter({ hasText: `${name}.xanalyzer` });
  await fileRow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/analyzer\/viewer\/:home:000101501:Shared%20\d+\.xanalyzer$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with your organisation' });
  await dialog.getByRole('button', { name: 'Share read-only with my organisation' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue(
    new RegExp(`/analyzer/viewer/${id}/${slug}$`),
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Shared with your organisation')).toBeVisible();
  // The clean address without a slug opens it too, and writes the slug in.
  await page.goto(`/analyzer/viewer/${id}`);
  await expect(page).toHaveURL(new RegExp(`/analyzer/viewer/${id}/${slug}$`), { timeout: 20_000 });

  // The colleague opens the address the owner copied, in a browser of their own: read-only, with
  // Save a copy. (On the owner's page, a sign-in could follow the address that page remembered.)
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signIn(colleague, 'territory2');
  await colleague.goto(`/analyzer/viewer/${id}/${slug}`);
  await expect(colleague.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(colleague.getByText(/Shared by Avery Lindqvist, read-only/)).toBeVisible();
  await expect(colleague.getByRole('rowheader', { name: 'West' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(colleague.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: 'Save a copy…' })).toBeVisible();
  await expectNoSeriousA11yViolations(colleague);
  await colleagueContext.close();
});

/** A saved analysis and a dashboard pinning it (and a second one), made through the API as the pages make them. */
async function dashboardWithTiles(page: Page, name: string, members: { dimension: string; values: string[] }[] = []) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const analysis = (rows: string, title: string) => ({
    version: 1,
    dataset: 'usmto-orders',
    rows: [rows],
    measures: [{ id: 'value', field: 'value_usd', aggregate: 'sum' }],
    filters: { period: { from: '2024-01', to: '2024-12' } },
    chart: { type: 'bar', title },
  });
  const created = await page.request.post('/analytics/api/my-dashboards', {
    data: {
      file_name: name,
      content: {
        version: 1,
        title: name,
        filters: { period: {}, members },
        tiles: [
          { id: 'tile-1', title: 'Orders by region', analysis: analysis('region', 'Region bars in 2024') },
          { id: 'tile-2', title: 'Orders by category', analysis: analysis('category', 'Category bars in 2024') },
        ],
      },
    },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(created.ok(), `${created.status()} ${await created.text()}`).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

test('a My dashboards tile opens in the analyzer with its own analysis, under the filter the dashboard adds', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'dashme');
  await page.goto('/my-dashboards');
  const name = `Open ${Date.now()}`;
  const id = await dashboardWithTiles(page, name, [{ dimension: 'region', values: ['West'] }]);
  await page.goto(`/my-dashboards/${id}`);
  const tile = page.getByTestId('my-tile').filter({ has: page.getByRole('heading', { name: 'Orders by region' }) });
  await expect(tile.getByRole('img', { name: /^Region bars in 2024/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open Orders by region in the analyzer' }).click();

  await expect(page).toHaveURL(/\/analytics\/viewer\/usmto-orders\?analysis=/);
  // The analyzer shows that analysis: its chart and title, its rows, the dashboard's region filter.
  await expect(page.getByRole('textbox', { name: 'Chart title' })).toHaveValue('Region bars in 2024', {
    timeout: 30_000,
  });
  await expect(page.getByRole('img', { name: /^Region bars in 2024/ })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('radiogroup', { name: 'Show the result as' }).getByRole('radio', { name: 'Bar', exact: true }),
  ).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Table', { exact: true }).click();
  const result = page.getByRole('table', { name: 'Analysis result' });
  await expect(result.getByRole('rowheader', { name: 'West' })).toBeVisible({ timeout: 30_000 });
  await expect(result.getByRole('rowheader', { name: 'Northeast' })).toHaveCount(0);
});

test('a My dashboard trashed in My Files and restored reopens with its tiles', async ({ page }) => {
  test.slow();
  await signIn(page, 'dashme');
  await page.goto('/my-dashboards');
  const name = `Trashed ${Date.now()}`;
  const file = `${name}.xdashboard`;
  const id = await dashboardWithTiles(page, name);

  await page.goto('/myfiles');
  const row = page.getByRole('row').filter({ hasText: file });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `Delete ${file}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete file' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  // Gone from My dashboards, and its address says so.
  await page.goto('/my-dashboards');
  await expect(page.getByRole('heading', { name: 'My dashboards', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.goto(`/my-dashboards/${id}`);
  await expect(page.getByText('There is no such dashboard.')).toBeVisible({ timeout: 20_000 });

  await page.goto('/myfiles?view=deleted');
  const deleted = page.getByRole('table', { name: 'Recently deleted' });
  await expect(deleted.getByRole('row').filter({ hasText: file })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: `Restore ${file}` }).click();
  await expect(deleted.getByRole('row').filter({ hasText: file })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to My Files' }).click();
  await page.getByRole('row').filter({ hasText: file }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/my-dashboards/${id}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  const tiles = page.getByTestId('my-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('aria-label', 'Orders by region');
  await expect(tiles.nth(1)).toHaveAttribute('aria-label', 'Orders by category');
  await expect(tiles.nth(0).getByRole('img', { name: /^Region bars in 2024/ })).toBeVisible({ timeout: 30_000 });
});

test('My dashboards on a 390 px phone scroll only down; at 1000 × 870 the tiles sit side by side on the grid', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dashme');
  await page.goto('/my-dashboards');
  const name = `Phone ${Date.now()}`;
  const id = await dashboardWithTiles(page, name);
  const noSidewaysScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My dashboards', level: 1 })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);

  await page.goto(`/my-dashboards/${id}`);
  const tiles = page.getByTestId('my-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(1).getByRole('img', { name: /^Category bars in 2024/ })).toBeVisible({ timeout: 30_000 });
  expect(await noSidewaysScroll()).toBe(true);
  // Stacked: the second tile below the first, each as wide as the phone allows.
  const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  expect(second?.y ?? 0).toBeGreaterThanOrEqual((first?.y ?? 0) + (first?.height ?? 0));
  expect(first?.width ?? 0).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1000, height: 870 });
  await expect
    .poll(async () => {
      const [a, b] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
      return a && b ? { sameRow: Math.abs(a.y - b.y) < 2, secondRight: b.x >= a.x + a.width } : null;
    })
    .toEqual({ sameRow: true, secondRight: true });
  expect(await noSidewaysScroll()).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('the KPI cards of a product dashboard follow the display units chosen, after a reload too', async ({ page }) => {
  await signIn(page, 'dashme');
  await page.goto('/tableau/viewer/usmto-territory?detailId=4107');
  const orders = page.getByTestId('kpi-orders_value');
  await expect(orders).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  const exact = Number(((await orders.textContent()) ?? '').replace(/[$,]/g, ''));
  // The issue's own example: $7.07B.
  await page.getByRole('combobox', { name: 'Display units' }).selectOption({ label: 'Billions (B)' });
  await expect(orders).toHaveText(/^\$\d+(\.\d{1,2})?B$/);
  const billions = Number(((await orders.textContent()) ?? '').replace(/[$B]/g, ''));
  expect(billions).toBeCloseTo(exact / 1e9, 2);
  await page.reload();
  await expect(orders).toHaveText(/^\$\d+(\.\d{1,2})?B$/);
  await expect(page.getByRole('combobox', { name: 'Display units' })).toHaveValue('billions');
});
