// Issue 15 (part C): Advanced Workholding and Economic Trends from the launcher, as `trendsme`
// (awt and econ roles, Economic Trends' terms not yet accepted): data, the arrow indicators and
// their help page, the forecast band and its table, the CSV export, Economic Trends' own terms and
// its help-guide tab.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const AWT = '/tableau/viewer/awt-monthly?detailId=6101';
const ECON = '/tableau/viewer/econ-trends?detailId=5203';

const kpi = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test.describe.configure({ mode: 'serial' });

test('opens Advanced Workholding from My MTApps: orders, arrows explained, export', async ({ page }) => {
  await signIn(page, 'trendsme');
  await page.getByRole('link', { name: /Advanced Workholding Technology/ }).click();
  await expect(page).toHaveURL(AWT);
  await expect(page.getByRole('heading', { name: 'Advanced Workholding Technology', level: 1 })).toBeVisible();
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(page.getByTestId('kpi-orders_value')).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  await expect(kpi(page, 'Latest 3 months vs. a year earlier')).toContainText(/Up|Level|Down|No orders/);

  const arrows = page.getByRole('table', { name: /Arrow indicators by product category/ });
  await expect(arrows.getByRole('row')).toHaveCount(9);
  await expect(arrows.getByRole('row', { name: /Machine vises/ })).toContainText(/(Up|Level|Down) [+-]?\d+\.\d%/);
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('advanced-workholding-technology-trend.csv');

  await page.getByRole('link', { name: 'How the arrows work' }).click();
  await expect(page).toHaveURL('/documentation/awt/awt-monthly-arrow-indicator');
  await expect(page.getByRole('heading', { name: 'How the arrows are calculated' })).toBeVisible();
  await expect(page.getByText(/exactly 5% either way already counts as up or down/)).toBeVisible();
});

test('opens Economic Trends after its own terms: indicators, the forecast band and its table', async ({ page }) => {
  await signIn(page, 'trendsme');
  await page.getByRole('button', { name: /Economic Trends/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Economic Trends: terms of use' });
  await expect(dialog.getByText(/Forecasts are estimates/)).toBeVisible();
  await expect(dialog.getByText(/technology roadmaps/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(ECON);
  await expect(page.getByRole('heading', { name: 'Economic Trends', level: 1 })).toBeVisible();
  await expect(kpi(page, 'Machine-tool orders')).toContainText(/on a year earlier/);

  const chart = page.getByRole('img', { name: /history and 12-month forecast, line chart.*80% band/ });
  await expect(chart.locator('svg path').first()).toBeAttached();
  const table = page.getByRole('table', { name: /Forecast and 80% band/ });
  await expect(table.getByRole('row')).toHaveCount(13);

  await expect(page.getByRole('combobox', { name: 'Indicator' })).toHaveValue('Capacity utilization, manufacturing');
  await page.getByRole('combobox', { name: 'Indicator' }).selectOption('Machine-tool orders');
  await expect(page.getByRole('img', { name: /^Machine-tool orders: history/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('economic-trends-trend.csv');

  // The method's link opens the help guide on the Economic Trends tab.
  await page.getByRole('link', { name: 'How the forecast is made' }).click();
  await expect(page).toHaveURL(/\/documentation\/help-guide#economic-trends$/);
  await expect(page.getByRole('tab', { name: 'Economic Trends' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Economic Trends' }).getByRole('heading', { name: 'How the forecast is made' }),
  ).toBeVisible();
});
