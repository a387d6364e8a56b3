// Issue 6, embedded dashboards: tableau/viewer/{app}?detailId=… from the launcher, its KPIs, map
// and filters, and the status pages of getTableauContent's errors. Runs as `dashme` (usmto and
// econ roles, Economic Trends' terms not yet accepted) and as `guest` (no subscription).
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const TERRITORY = '/tableau/viewer/usmto-territory?detailId=4107';
const ECON = '/tableau/viewer/econ-trends?detailId=5203';

const kpi = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test.describe.configure({ mode: 'serial' });

// The launcher's Territory Wizard card opens the wizard itself (issue 15, territory.spec.ts); the
// Territory dashboard stays at its address.
test('opens the Territory dashboard: KPIs, the state map, and a filter that changes them', async ({ page }) => {
  await signIn(page, 'dashme');
  await page.goto(TERRITORY);
  await expect(page.getByRole('heading', { name: 'Territory', level: 1 })).toBeVisible();
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();

  const frame = page.getByRole('region', { name: 'Territory dashboard' });
  const box = await frame.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([1000, 870]);

  const orders = page.getByTestId('kpi-orders_value');
  await expect(orders).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  await expect(kpi(page, 'Change vs. prior period')).toContainText(/[+-]?\d+\.\d%|—/);
  await expect(kpi(page, 'Units ordered')).toContainText(/\d units/);
  await expect(kpi(page, 'Top region')).toContainText(/of orders/);
  // The shared analysis map (one tab stop); ECharts draws the states as SVG paths.
  const map = page.getByRole('group', { name: /Arrow keys move between states/ });
  await expect.poll(() => map.locator('svg path').count()).toBeGreaterThan(50);
  await expect(page.getByRole('img', { name: /Orders by region \(USD\), bar chart/ }).locator('svg')).toBeVisible();

  const before = await orders.textContent();
  await page.getByRole('combobox', { name: 'Region' }).selectOption('West');
  await expect(orders).not.toHaveText(before ?? '');
  // A region chosen, the card names the region's top state instead (issue 18 cross-filtering).
  await expect(kpi(page, 'Top state')).toContainText(/of orders/);
  await page.getByRole('combobox', { name: 'Product category' }).focus();
  await page.keyboard.press('Tab');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(orders).toHaveText(before ?? '');
});

test('sends Economic Trends to 403 until its terms are accepted, then shows its trends', async ({ page }) => {
  await signIn(page, 'dashme');
  await page.goto(ECON);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();

  await page.goto('/myapps');
  await page.getByRole('button', { name: /Economic Trends/ }).click();
  await page
    .getByRole('dialog', { name: 'Economic Trends: terms of use' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page).toHaveURL(ECON);
  // Its own dashboard (leading indicators, decision 042): awt-econ.spec.ts covers it in full.
  await expect(page.getByRole('heading', { name: 'Economic Trends', level: 1 })).toBeVisible();
  await expect(kpi(page, 'Machine-tool orders')).toContainText(/on a year earlier/);
  await expectNoSeriousA11yViolations(page);
});

test('sends a user without a subscription to 403 and a missing detailId to 400', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto(TERRITORY);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await page.goto('/tableau/viewer/usmto-territory');
  await expect(page).toHaveURL(/\/400$/);
});
