// Issue 18, the result's layout: the pivot keeps its header row in place when scrolled down and its
// row labels in place when scrolled sideways, says "More columns →" while columns lie beyond its right
// edge (and not at the end), and the drill-down dialog shows every column, Units and Value included,
// inside its visible box at 1280 × 800 and at the 1000 × 870 desktop frame.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const result = (page: Page) => page.getByRole('table', { name: 'Analysis result' });
/** The box the pivot scrolls in: the table's parent. */
const scroller = (page: Page) => result(page).locator('xpath=..');

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the screen');
  return box;
}

/** States on rows and months on columns: more rows and columns than the result's frame shows. */
async function openWidePivot(page: Page) {
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders?rows=state');
  await expect(result(page).getByRole('rowheader', { name: 'Alabama', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Month (dimension)' }).click();
  await page.getByRole('menuitem', { name: 'Add to columns' }).click();
  // The months head the columns ("Nov 2025").
  await expect(
    result(page)
      .getByRole('columnheader', { name: /^[A-Z][a-z]{2} \d{4}$/ })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the pivot freezes its header and row labels, and says when columns lie beyond its edge', async ({ page }) => {
  test.slow();
  await openWidePivot(page);
  const box = scroller(page);
  await box.scrollIntoViewIfNeeded();
  const more = page.getByText('More columns →', { exact: true });
  // Soft checks: each of the three (header, row labels, cue) is reported even when another fails.
  await expect.soft(more).toBeVisible();

  const stateHeader = result(page).getByRole('columnheader', { name: 'State', exact: true });
  const alabama = result(page).getByRole('rowheader', { name: 'Alabama', exact: true });
  const firstFigure = result(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Alabama', exact: true }) })
    .getByRole('cell')
    .first();
  const headerBefore = await boxOf(stateHeader);
  const alabamaBefore = await boxOf(alabama);

  // Scrolled down: the header row stays where it was; the rows move under it.
  await box.evaluate((el) => el.scrollBy(0, 300));
  await expect.poll(async () => (await boxOf(alabama)).y).toBeLessThan(alabamaBefore.y - 100);
  const headerDown = await boxOf(stateHeader);
  expect.soft(Math.abs(headerDown.y - headerBefore.y), 'the header row moved').toBeLessThan(1);
  await box.evaluate((el) => el.scrollTo(0, 0));

  // Scrolled sideways: the row labels stay where they were; the figures move left under them.
  const figureBefore = await boxOf(firstFigure);
  await box.evaluate((el) => el.scrollBy(400, 0));
  await expect.poll(async () => (await boxOf(firstFigure)).x).toBeLessThan(figureBefore.x - 100);
  expect.soft(Math.abs((await boxOf(alabama)).x - alabamaBefore.x), 'the row label moved').toBeLessThan(1);
  expect.soft(Math.abs((await boxOf(stateHeader)).x - headerBefore.x), 'the corner moved').toBeLessThan(1);
  await expect.soft(more).toBeVisible();

  // At the right end no column is cut off: the cue goes.
  await box.evaluate((el) => el.scrollTo(el.scrollWidth, 0));
  await expect(more).toBeHidden();
  await box.evaluate((el) => el.scrollTo(0, 0));
  await expect.soft(more).toBeVisible();
});

for (const [width, height] of [
  [1280, 800],
  [1000, 870],
] as const) {
  test(`the drill-down dialog shows every column, Units and Value in view, at ${width} × ${height}`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await signIn(page, 'analyst');
    await page.goto('/analytics/viewer/usmto-orders');
    await result(page)
      .getByRole('button', { name: /\(Grand total, Value \(USD\)\): show rows$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Rows of Grand total/ });
    const rows = dialog.getByRole('table', { name: 'Rows behind the value' });
    await expect(rows.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const frame = await boxOf(dialog);
    const visible = await boxOf(rows.locator('xpath=..'));
    const within = (b: { x: number; width: number }) =>
      b.x >= Math.max(frame.x, visible.x) - 0.5 &&
      b.x + b.width <= Math.min(frame.x + frame.width, visible.x + visible.width, width) + 0.5;
    const headers = await rows.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Month',
      'Region',
      'State',
      'Product category',
      'Customer industry',
      'Orders',
      'Units',
      'Value (USD)',
    ]);
    for (const name of ['Units', 'Value (USD)']) {
      expect(within(await boxOf(rows.getByRole('columnheader', { name, exact: true })))).toBe(true);
    }
    // The first row's last two cells (its units and value) too, their figures not wrapped or cut.
    const cells = rows.getByRole('row').nth(1).getByRole('cell');
    for (const i of [6, 7]) {
      const cell = cells.nth(i);
      await expect(cell).toHaveText(/^\$?[\d,]+$/);
      expect(within(await boxOf(cell))).toBe(true);
    }
  });
}
