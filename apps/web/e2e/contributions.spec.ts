// Member contributions (issue 17) on the real built server: AGMA MMTR uploads, good and breaking
// each rule (the report downloaded and read, nothing stored), and USMTO in Advance before and
// after its deadline with the server's test clock (CONTRIBUTIONS_CLOCK_CONTROL=1 in global-setup).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AGMA_RULES } from '../../../packages/contracts/src/contributions/agma-rules.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx of these rows on its first worksheet, as a spreadsheet program saves it. */
async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = 'report_id,item_no,rpt_date,units,orders_dollars,shipments_dollars';

async function setClock(page: Page, now: string | null) {
  const status = await page.evaluate(async (at) => {
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
    const res = await fetch('/api/contributions/test-clock', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
      body: JSON.stringify({ now: at }),
    });
    return res.status;
  }, now);
  expect(status).toBe(200);
}

async function chooseFile(page: Page, name: string, content: string) {
  await page.getByLabel('Monthly report file').click();
  // Mantine's FileInput opens the system chooser through a hidden input.
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test.describe('AGMA MMTR upload', () => {
  test('stores a good file and refuses one breaking each rule with a report naming them', async ({ page }) => {
    await signIn(page, 'contributor');
    await page.goto('/contributions/agma');
    await expect(page.getByRole('heading', { name: 'AGMA MMTR upload', level: 1 })).toBeVisible();

    await chooseFile(
      page,
      'good.csv',
      `${HEADER}\n1,3,2030-01-31,10,100.00,50\n9,131,2030-01-31,2147483647,123456789012345.99,0\n`,
    );
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('File stored')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Uploaded reports' }).getByText('2030-01-31')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const bad = [
      '1,3,2030-02-28,10,$100.00,50',
      '1,3,2030-02-28,10.5,100,50',
      '6,3,2030-02-28,10,100,50',
      '1,2,2030-02-28,10,100,50',
      '1,3,2030-02-27,10,100,50',
    ];
    await chooseFile(page, 'bad.csv', `${HEADER}\n1,3,2030-02-28,1,1,1\n${bad.join('\n')}\n`);
    await page.getByRole('button', { name: 'Upload and check' }).click();
    await expect(page.getByText('The file was not stored: 5 rows break the upload rules.')).toBeVisible();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download the report/ }).click();
    const report = readFileSync(await (await downloaded).path(), 'utf8');
    expect(report).toContain(`3,orders_dollars,"$100.00","${AGMA_RULES.dollars}"`);
    expect(report).toContain(`4,units,"10.5","${AGMA_RULES.units}"`);
    expect(report).toContain(`5,report_id,"6","${AGMA_RULES.reportId}"`);
    expect(report).toContain(`6,item_no,"2","${AGMA_RULES.itemNo}"`);
    expect(report).toContain(`7,rpt_date,"2030-02-27","${AGMA_RULES.rptDate}"`);
    // Nothing of the refused file was stored.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Uploaded reports' }).getByText('2030-01-31')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Uploaded reports' }).getByText('2030-02-28')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('USMTO in Advance', () => {
  test.afterEach(async ({ page }) => setClock(page, null));

  test('takes the month before the 15th, 8 PM Eastern, and refuses it after', async ({ page }) => {
    await signIn(page, 'contributor');
    await setClock(page, '2030-02-10T12:00:00Z');
    await page.goto('/contributions/usmto-advance');
    await expect(page.getByRole('heading', { name: 'Your January 2030 orders' })).toBeVisible();
    await expect(page.getByText(/February 15, 2030.*8:00 PM EST/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Metal cutting units' }).fill('12');
    await page.getByRole('textbox', { name: 'Metal cutting orders (USD)' }).fill('250000.50');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Your January 2030 orders are in.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same month by file: a bad row is named and nothing changes; a good .xlsx replaces the form's figures.
    const upload = async (name: string, mimeType: string, buffer: Buffer) => {
      await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
      await page.getByRole('button', { name: 'Upload the file' }).click();
    };
    const csv = 'category,units,orders_dollars\nmetal_cutting,12,"250,000.50"\nmetal_forming,3,1000\nadditive,0,0\n';
    await upload('january.csv', 'text/csv', Buffer.from(csv));
    await expect(page.getByText(`Row 2, orders_dollars “250,000.50”: ${AGMA_RULES.dollars}`)).toBeVisible();
    await upload(
      'january.xlsx',
      XLSX_TYPE,
      await workbookOf([
        ['category', 'units', 'orders_dollars'],
        ['metal_cutting', 14, 260000],
        ['metal_forming', 3, 1000],
        ['additive', 0, 0],
      ]),
    );
    await expect(
      page.getByText('Your January 2030 orders are submitted from the file.', { exact: false }),
    ).toBeVisible();

    // One second past 8 PM EST: the server refuses the page still open, and a reload shows it closed.
    await setClock(page, '2030-02-16T01:00:01Z');
    await page.getByRole('button', { name: 'Replace my submission' }).click();
    await expect(page.getByText(/The January 2030 period closed on February 15, 2030.*8:00 PM EST/)).toBeVisible();
    await page.reload();
    await expect(page.getByText('No month is open')).toBeVisible();
    await page.getByRole('button', { name: 'January 2030 report' }).click();
    await expect(page.getByRole('table', { name: 'January 2030 aggregate' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
