// Issue 6, My Files: list and sort, rename with each rule's message, delete and restore, a new
// folder, an uploaded CSV opened in a new window, and folders with their breadcrumb. Runs as
// `filesme`, whose home folder holds the seeded demo files (apps/server/src/seed/demo-files.ts).
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const HOME = ':home:000100851';

async function openMyFiles(page: Page) {
  await signIn(page, 'filesme');
  await page.getByRole('button', { name: /Fiona Tester/ }).click();
  await page.getByRole('menuitem', { name: 'My Files' }).click();
  await expect(page).toHaveURL(/\/myfiles$/);
  await expect(page.getByRole('heading', { name: 'My Files', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Files' });
/** The Name cells of the table, top to bottom. */
const names = (page: Page) => table(page).locator('tbody tr td:first-child');
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

// The specs change filesme's files one after another.
test.describe.configure({ mode: 'serial' });

test('lists the home folder newest first and sorts by each column in turn', async ({ page }) => {
  await openMyFiles(page);
  await expect(names(page)).toHaveText(['State shop figures.csv', 'Orders by region.xanalyzer', 'Market Reports']);
  await expect(row(page, 'Orders by region.xanalyzer')).toContainText('Feb 10, 2026, 11:20 AM EST');
  await expect(row(page, 'Orders by region.xanalyzer')).toContainText('Modified Mar 18, 2026, 3:05 PM EDT');

  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(names(page)).toHaveText(['Market Reports', 'Orders by region.xanalyzer', 'State shop figures.csv']);
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(names(page)).toHaveText(['State shop figures.csv', 'Orders by region.xanalyzer', 'Market Reports']);
  await page.getByRole('button', { name: 'Created/Modified', exact: true }).click();
  await expect(names(page)).toHaveText(['Market Reports', 'Orders by region.xanalyzer', 'State shop figures.csv']);
  await page.getByRole('button', { name: 'Created/Modified', exact: true }).click();
  await expect(names(page)).toHaveText(['State shop figures.csv', 'Orders by region.xanalyzer', 'Market Reports']);
  await expectNoSeriousA11yViolations(page);
});

test("renames a file, showing each rule's message and holding confirm while one shows", async ({ page }) => {
  await openMyFiles(page);
  await page.getByRole('button', { name: 'Rename Orders by region.xanalyzer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename file' });
  const field = dialog.getByLabel('New name (.xanalyzer is kept)');
  const confirm = dialog.getByRole('button', { name: 'Rename' });
  await expect(field).toHaveValue('Orders by region');

  await field.fill('');
  await expect(dialog.getByText('Please enter a filename', { exact: true })).toBeVisible();
  await expect(confirm).toBeDisabled();

  await field.fill('Orders.2026');
  // Spec §5, with its double space.
  await expect(
    dialog.getByText('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.'),
  ).toBeVisible();
  expect(await dialog.locator('.mantine-TextInput-error').textContent()).toBe(
    'Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.',
  );
  await expect(confirm).toBeDisabled();

  await field.fill('Orders by region'); // its own name, which the original counts as existing too
  await expect(dialog.getByText('Filename already exists, please pick a different name.')).toBeVisible();
  await expect(confirm).toBeDisabled();

  await field.fill('Regional orders 2026');
  await expect(dialog.locator('.mantine-TextInput-error')).toHaveCount(0);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Regional orders 2026.xanalyzer')).toBeVisible();
  await expect(row(page, 'Orders by region.xanalyzer')).toHaveCount(0);
});

test('deletes a file after confirming, and restores it from Recently deleted', async ({ page }) => {
  await openMyFiles(page);
  await page.getByRole('button', { name: 'Delete State shop figures.csv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete file' });
  await expect(dialog).toContainText('Delete State shop figures.csv?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'State shop figures.csv')).toBeVisible();

  await page.getByRole('button', { name: 'Delete State shop figures.csv' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'State shop figures.csv')).toHaveCount(0);

  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await expect(page).toHaveURL(/\/myfiles\?view=deleted$/);
  const deleted = page.getByRole('table', { name: 'Recently deleted' });
  await expect(deleted.getByRole('row').filter({ hasText: 'State shop figures.csv' })).toContainText('My Files');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Restore State shop figures.csv' }).click();
  await expect(deleted.getByText('Nothing has been deleted in the last 30 days.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Files' }).click();
  await expect(row(page, 'State shop figures.csv')).toBeVisible();
});

test('creates a folder, opens it empty, and goes back by the breadcrumb', async ({ page }) => {
  await openMyFiles(page);
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  const field = dialog.getByLabel('Folder name');
  await field.fill('Market reports');
  await expect(
    dialog.getByText('A file or folder with this name already exists, please pick a different name.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await field.fill('Customer data');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  await row(page, 'Customer data').click();
  await expect(page).toHaveURL(/\/myfiles\/Customer%20data$/);
  await expect(page.getByText('You currently do not have any files.')).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByText('Customer data')).toHaveAttribute('aria-current', 'page');
  await breadcrumb.getByRole('link', { name: 'My Files' }).click();
  await expect(page).toHaveURL(/\/myfiles$/);
  await expect(row(page, 'Customer data')).toBeVisible();
});

test('uploads a CSV and opens it in a new window', async ({ page, context }) => {
  await openMyFiles(page);
  const csv = 'State,Dealers\nOH,12\nTX,30\n';
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: 'dealers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('dealers.csv was uploaded: 2 rows, every cell read.')).toBeVisible();
  await expect(row(page, 'dealers.csv')).toBeVisible();

  // The new window loads the content URL; Chromium saves a CSV as a download (by the name the
  // server gives) and closes the window, as it did with the original's links.
  // (Playwright reports such a download on the opener or on the new page, depending on timing.)
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    context.once('page', (popup) => popup.once('download', resolve));
  });
  await row(page, 'dealers.csv').click();
  const download = await downloaded;
  expect(download.url()).toMatch(new RegExp(`/analytics/api/repos/${HOME}:dealers\\.csv/content$`));
  expect(download.suggestedFilename()).toBe('dealers.csv');
  // What the window got (the analytics session cookie went with it) is the file as uploaded.
  expect(readFileSync(await download.path(), 'utf8')).toBe(csv);
});

test('opens a folder and an analysis, and comes back by the breadcrumb', async ({ page }) => {
  await openMyFiles(page);
  await row(page, 'Market Reports').click();
  await expect(page).toHaveURL(/\/myfiles\/Market%20Reports$/);
  await expect(names(page)).toHaveText(['Monthly orders by category 2024.xanalyzer']);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Files' }).click();
  await expect(row(page, 'Market Reports')).toBeVisible();

  await row(page, 'Market Reports').click();
  await row(page, 'Monthly orders by category 2024.xanalyzer').click();
  await expect(page).toHaveURL(
    new RegExp(`/analyzer/viewer/${HOME}:Market%20Reports:Monthly%20orders%20by%20category%202024\\.xanalyzer$`),
  );
});
