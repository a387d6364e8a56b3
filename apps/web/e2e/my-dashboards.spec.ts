// Issue 18, maps and dashboards: the analyzer's map (captioned, keyboard and click on a state) and
// a product dashboard on a 390 px phone without sideways scrolling (its tiles stack).
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
