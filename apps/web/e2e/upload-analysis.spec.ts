// Issue 12: a user's uploaded table is a dataset of its own. Upload a small CSV in My Files, pick
// it under My uploads in the analyzer, build a pivot whose figures match sums computed here from
// the same rows, save it, and open it again from My Files. Runs as `uploader`, who has a home
// folder of its own.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { settleTransitions } from './support/settle.ts';
import { signIn } from './support/sign-in.ts';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Sales of machines in 2025: a state written as a code or a name, dollars with thousands separators. */
const ROWS = [
  ['2025-01-15', 'OH', 'Lathes', 1200],
  ['2025-02-10', 'Ohio', 'Mills', 800],
  ['2025-03-05', 'MI', 'Lathes', 450],
  ['2025-06-20', 'OH', 'Lathes', 300],
  ['2025-09-01', 'MI', 'Grinders', 2500],
  ['2025-12-11', 'TX', 'Mills', 75],
] as const;
/** Written with cents: "$1,200" alone could be 1.2 or 1200, and the upload would not guess (decision 024). */
const written = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const CSV = `Date,State,Machine,Amount\n${ROWS.map(([d, s, m, a]) => `${d},${s},${m},"${written.format(a)}"`).join('\n')}\n`;
const isOhio = (state: string) => state === 'OH' || state === 'Ohio';
const sum = (keep: (row: (typeof ROWS)[number]) => boolean) =>
  ROWS.filter(keep).reduce((total, [, , , amount]) => total + amount, 0);

const result = (page: Page) => page.getByRole('table', { name: 'Analysis result' });
const cell = (page: Page, value: number, place: string) =>
  result(page).getByRole('button', { name: `${currency.format(value)} (${place}, Amount): show rows`, exact: true });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openMyFiles(page: Page) {
  await page.getByRole('button', { name: /Uma Tester/ }).click();
  await page.getByRole('menuitem', { name: 'My Files' }).click();
  await expect(page).toHaveURL(/\/myfiles$/);
}

// A retry (or --repeat-each) runs on the same server, where the first attempt's files still exist.
let attempt = '';
test.beforeAll(() => {
  const n = test.info().retry + test.info().repeatEachIndex;
  attempt = n ? `-${n + 1}` : '';
});

test('analyses an uploaded CSV on its own: pivot, save, open again', async ({ page }) => {
  test.setTimeout(120_000);
  const fileName = `machine-sales${attempt}.csv`;
  const saved = `Machine sales by state${attempt}`;
  await signIn(page, 'uploader');
  await openMyFiles(page);
  const chooser = page.waitForEvent('filechooser');
  const uploading = page.waitForResponse((r) => r.url().endsWith('/analytics/api/repo/files/import'));
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  // Every cell read (the toast says so for five seconds only: a loaded machine may look too late).
  const upload = await (await uploading).json();
  expect(upload.table.row_count).toBe(ROWS.length);
  expect(upload.table.columns.map((c: { not_understood: number }) => c.not_understood)).toEqual([0, 0, 0, 0]);
  await expect(page.getByRole('table', { name: 'Files' }).getByText(fileName, { exact: true })).toBeVisible();

  // The analyzer lists it under My uploads; picking it opens the analyzer over it.
  await page.goto('/analytics/viewer/usmto-orders');
  await expect(result(page).getByRole('rowheader', { name: 'Grand total' })).toBeVisible({ timeout: 20_000 });
  await settleTransitions(page);
  await page.getByRole('textbox', { name: 'Dataset', exact: true }).click();
  await page.getByRole('option', { name: fileName, exact: true }).click();
  await expect(page.getByText(`Your table ${fileName}: ${ROWS.length} rows`)).toBeVisible();

  // It opens on the amount by state; codes and names of a state are one member.
  await expect(result(page).getByRole('rowheader', { name: 'Ohio', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(
    cell(
      page,
      sum(([, s]) => isOhio(s)),
      'Ohio',
    ),
  ).toBeVisible();
  await expect(
    cell(
      page,
      sum(() => true),
      'Grand total',
    ),
  ).toBeVisible();

  // Machine on columns: the pivot of state by machine.
  await choose(page, 'Add a dimension to columns', 'Machine');
  await expect(result(page).getByRole('columnheader', { name: 'Lathes', exact: true })).toBeVisible();
  const ohioLathes = sum(([, s, m]) => isOhio(s) && m === 'Lathes');
  await expect(cell(page, ohioLathes, 'Ohio, Lathes')).toBeVisible();
  await expect(
    cell(
      page,
      sum(([, , m]) => m === 'Grinders'),
      'Total, Grinders',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save analysis as' });
  await dialog.getByLabel('File name (.xanalyzer is added)').fill(saved);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // Saved, the analysis has its shareable address: the file's id and a slug of its name.
  const slug = saved.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await expect(page).toHaveURL(new RegExp(`/analyzer/viewer/[0-9a-f-]{36}/${slug}$`));

  // Opened again from My Files: the same table over the uploaded rows.
  await openMyFiles(page);
  await page
    .getByRole('table', { name: 'Files' })
    .getByRole('row')
    .filter({ hasText: `${saved}.xanalyzer` })
    .click();
  await expect(page.getByRole('heading', { name: saved, level: 1 })).toBeVisible();
  await expect(page.getByText(fileName, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Columns' }).getByText('Machine')).toBeVisible();
  await expect(cell(page, ohioLathes, 'Ohio, Lathes')).toBeVisible({ timeout: 20_000 });
});
