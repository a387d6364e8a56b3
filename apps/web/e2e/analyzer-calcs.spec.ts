// Issue 18, calculations: upload a small CSV of "my sales" by state, blend it into the USMTO
// analyzer, add "my sales as % of value" in two clicks, check the West's share against the figure
// this test computes from the uploaded rows and the dataset's own export, sort by the calculation,
// and run axe. Runs as `analyst`; each attempt names its upload apart.
import { readFileSync } from 'node:fs';
import type { FileChooser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { settleTransitions } from './support/settle.ts';
import { signIn } from './support/sign-in.ts';

const result = (page: Page) => page.getByRole('table', { name: 'Analysis result' });
const regionRow = (page: Page, name: string) =>
  result(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The export's rows as cells (a plain CSV of labels and numbers: no quoted commas in it). */
async function exportRows(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const text = readFileSync(await (await downloading).path(), 'utf8').replace(/^\uFEFF/, '');
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

test('blends my sales, adds my share in two clicks, checks it against the upload and the export, sorts by it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const n = test.info().retry + test.info().repeatEachIndex;
  const upload = `my-sales-calcs${n ? `-${n + 1}` : ''}.csv`;
  await signIn(page, 'analyst');

  // The dataset's own figure for the West (value over the last 12 months), from its export.
  await page.goto('/analytics/viewer/usmto-orders');
  await expect(result(page).getByRole('rowheader', { name: 'West', exact: true })).toBeVisible({ timeout: 30_000 });
  const plain = await exportRows(page);
  const westValue = Number(plain.find((r) => r[0] === 'West')?.[1]);
  expect(westValue).toBeGreaterThan(0);

  // My sales in two West states: a quarter and a tenth of the West's value.
  const wa = Math.round(westValue * 0.25);
  const ca = Math.round(westValue * 0.1);
  await page.getByRole('button', { name: /Anna Tester/ }).click();
  await page.getByRole('menuitem', { name: 'My Files' }).click();
  // A click that lands while My Files is still settling opens no file chooser (seen once in CI,
  // waiting 3 minutes): click again until one opens.
  const uploadButton = page.getByRole('button', { name: 'Upload file' });
  await expect(uploadButton).toBeEnabled({ timeout: 30_000 });
  let chooser: FileChooser | undefined;
  await expect(async () => {
    [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), uploadButton.click()]);
  }).toPass({ timeout: 60_000 });
  await (chooser as FileChooser).setFiles({
    name: upload,
    mimeType: 'text/csv',
    buffer: Buffer.from(`State,My sales\nWA,${wa}\nCA,${ca}\n`),
  });
  await expect(page.getByText(`${upload} was uploaded: 2 rows, every cell read.`)).toBeVisible();

  await page.goto('/analytics/viewer/usmto-orders');
  await expect(result(page).getByRole('rowheader', { name: 'West', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Blend your data' }).click();
  await settleTransitions(page);
  await page.getByRole('textbox', { name: 'Your table', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${upload.replaceAll('.', '\\.')}`) }).click();
  await page.getByRole('checkbox', { name: 'My sales', exact: true }).check();
  await page.getByRole('button', { name: 'Blend', exact: true }).click();
  await expect(
    result(page)
      .getByRole('columnheader', { name: /My sales/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  // Two clicks once the toolbar's Calculations is open: open "Add calculation", pick the preset.
  await page.getByRole('button', { name: 'Calculations', exact: true }).click();
  await page.getByRole('textbox', { name: 'Add calculation', exact: true }).click();
  await page.getByRole('option', { name: 'My sales as % of Value (USD)', exact: true }).click();
  const share = (100 * (wa + ca)) / westValue;
  await expect(regionRow(page, 'West')).toContainText(`${percent.format(share)}%`, { timeout: 30_000 });

  // The export of the blended analysis holds the same figures the share divides.
  const blended = await exportRows(page);
  const west = blended.find((r) => r[0] === 'West') ?? [];
  expect(Number(west[1])).toBe(westValue);
  expect(Number(west[2])).toBe(wa + ca);
  expect(Number(west[3])).toBeCloseTo(share, 6);

  // Sorted by the calculation, high to low: the West (the only region with my sales) comes first.
  await page.getByRole('button', { name: 'Sort and top N' }).click();
  await settleTransitions(page);
  await page.getByRole('textbox', { name: 'Sort rows by', exact: true }).click();
  await page.getByRole('option', { name: 'My sales as % of Value (USD), high to low', exact: true }).click();
  await expect(result(page).locator('tbody tr').first().getByRole('rowheader')).toHaveText('West', {
    timeout: 30_000,
  });

  await expectNoSeriousA11yViolations(page);
});
