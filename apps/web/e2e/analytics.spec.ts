// Issue 6, the analytics feature (the analyzer): open the USMTO app from the launcher, build a pivot
// and check its totals against SQL run on the same deterministic sample data in a PGlite of the
// test's own, drill into a total, save the analysis, and manage the file in My Files (rename with
// each §5 message, open it again, delete and restore). Runs as `analyst`, whose home folder starts empty.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';
import {
  monthIndexOf,
  usmtoGeneratorSql,
} from '../../server/src/modules/analytics/datasets/usmto-orders/usmto-generator.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { settleTransitions } from './support/settle.ts';
import { signIn } from './support/sign-in.ts';

const HOME = ':home:000100852';
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('en-US');

type Expected = { grand: number; west: number; west2024: number; rows: number };

/** The pivot's figures, computed from the generator's rows of 2023 and 2024 (the same as the server's). */
async function expectedFigures(): Promise<Expected> {
  const db = await PGlite.create();
  try {
    const rows = usmtoGeneratorSql('postgres', {
      fromMonth: monthIndexOf(2023, 1),
      months: 24,
      shards: 1,
      onlyNonZero: true,
    });
    const { rows: result } = await db.query<{ grand: string; west: string; west2024: string; n: string }>(
      `select sum(value_usd)::text as grand,
        sum(value_usd) filter (where region = 'West')::text as west,
        sum(value_usd) filter (where region = 'West' and extract(year from period) = 2024)::text as west2024,
        count(*)::text as n
      from (${rows}) g`,
    );
    const [r] = result;
    if (!r) throw new Error('no figures');
    return { grand: Number(r.grand), west: Number(r.west), west2024: Number(r.west2024), rows: Number(r.n) };
  } finally {
    await db.close();
  }
}

const result = (page: Page) => page.getByRole('table', { name: 'Analysis result' });
/** A value of the pivot by its place, as its button names it ("$1,234 (West, Total, Value (USD)): show rows"). */
const cell = (page: Page, value: number, place: string) =>
  result(page).getByRole('button', {
    name: `${currency.format(value)} (${place}, Value (USD)): show rows`,
    exact: true,
  });

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('textbox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openMyFiles(page: Page) {
  await page.getByRole('button', { name: /Anna Tester/ }).click();
  await page.getByRole('menuitem', { name: 'My Files' }).click();
  await expect(page).toHaveURL(/\/myfiles$/);
}

const files = (page: Page) => page.getByRole('table', { name: 'Files' });
const fileRow = (page: Page, name: string) => files(page).getByRole('row').filter({ hasText: name });

test.describe.configure({ mode: 'serial' });

let expected: Expected;
// The file's tests share analyst's home folder. A retry (or --repeat-each) re-runs them all on the
// same server, where the first attempt's files still exist: each attempt names its files apart.
let attempt = '';
const saved = () => `Regional orders${attempt}`;
const renamed = () => `Orders by region and year${attempt}`;
const uploaded = () => `shops${attempt}.csv`;
const inUrl = (name: string) => encodeURIComponent(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
test.beforeAll(async () => {
  const n = test.info().retry + test.info().repeatEachIndex;
  attempt = n ? ` ${n + 1}` : '';
  expected = await expectedFigures();
});

test('builds a pivot from the launcher whose totals match the sample data, drills into one, and saves it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'analyst');
  await page.getByRole('link', { name: /U\.S\. Manufacturing Technology Orders/ }).click();
  await expect(page).toHaveURL(/\/analytics\/viewer\/usmto-orders$/);
  // The dataset opens with data at once, labelled as sample data.
  await expect(page.getByText('Sample data').first()).toBeVisible();
  await expect(result(page).getByRole('rowheader', { name: 'West', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(result(page).getByRole('rowheader', { name: 'Grand total' })).toBeVisible();

  // Region on rows (the default), year on columns, the sum of value over 2023 and 2024.
  await choose(page, 'Add a dimension to columns', 'Year');
  await choose(page, 'From', 'Jan 2023');
  await choose(page, 'To', 'Dec 2024');
  await expect(result(page).getByRole('columnheader', { name: '2024', exact: true })).toBeVisible();
  await expect(cell(page, expected.grand, 'Grand total')).toBeVisible();
  await expect(cell(page, expected.west, 'West, Total')).toBeVisible();
  await expect(cell(page, expected.west2024, 'West, 2024')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The rows behind the grand total.
  await cell(page, expected.grand, 'Grand total').click();
  const drill = page.getByRole('dialog', { name: 'Rows of Grand total' });
  await expect(drill.getByText(`${integer.format(expected.rows)} rows`, { exact: false })).toBeVisible();
  await expect(drill.getByRole('columnheader', { name: 'Value (USD)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drill).toBeHidden();

  // Save as: a bad name is refused in the dialog; the file then opens under its own address.
  await page.getByRole('button', { name: 'Save as…' }).click();
  const save = page.getByRole('dialog', { name: 'Save analysis as' });
  const name = save.getByLabel('File name (.xanalyzer is added)');
  await name.fill('Orders.2026');
  await expect(
    save.getByText('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.'),
  ).toBeVisible();
  await expect(save.getByRole('button', { name: 'Save' })).toBeDisabled();
  await name.fill(saved());
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  // Saved, it is shown at its shareable address: its file id and its name as a slug (decision 054).
  await expect(page).toHaveURL(
    new RegExp(`/analyzer/viewer/[0-9a-f-]{36}/${saved().toLowerCase().replaceAll(' ', '-')}$`),
  );
  await expect(page.getByRole('heading', { name: saved(), level: 1 })).toBeVisible();

  // Saving as the same name again: the server's message, in the dialog.
  await page.getByRole('button', { name: 'Save as…' }).click();
  await name.fill(saved());
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save.getByText('Filename already exists, please pick a different name.')).toBeVisible();
  await name.fill(`${saved()} copy`);
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await expect(page.getByRole('heading', { name: `${saved()} copy`, level: 1 })).toBeVisible();
});

test('renames a saved analysis in My Files with each message, opens it again, deletes and restores it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'analyst');
  await openMyFiles(page);
  await expect(fileRow(page, `${saved()} copy.xanalyzer`)).toBeVisible();

  await page.getByRole('button', { name: `Rename ${saved()} copy.xanalyzer` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename file' });
  const field = dialog.getByLabel('New name (.xanalyzer is kept)');
  const confirm = dialog.getByRole('button', { name: 'Rename' });
  await field.fill('');
  await expect(dialog.getByText('Please enter a filename', { exact: true })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await field.fill('Orders.2026');
  await expect(
    dialog.getByText('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.'),
  ).toBeVisible();
  await expect(confirm).toBeDisabled();
  await field.fill(saved());
  await expect(dialog.getByText('Filename already exists, please pick a different name.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await field.fill(renamed());
  await confirm.click();
  await expect(dialog).toBeHidden();

  // Opened again, the analyzer shows the saved definition: year on columns, 2023–2024.
  await fileRow(page, `${renamed()}.xanalyzer`).click();
  await expect(page).toHaveURL(new RegExp(`/analyzer/viewer/${HOME}:${inUrl(renamed())}\\.xanalyzer$`));
  await expect(page.getByRole('heading', { name: renamed(), level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Columns' }).getByText('Year')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('Jan 2023');
  await expect(cell(page, expected.grand, 'Grand total')).toBeVisible({ timeout: 20_000 });

  await openMyFiles(page);
  await page.getByRole('button', { name: `Delete ${renamed()}.xanalyzer` }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
  await expect(fileRow(page, `${renamed()}.xanalyzer`)).toHaveCount(0);
  await page.getByRole('link', { name: 'Recently deleted' }).click();
  await page.getByRole('button', { name: `Restore ${renamed()}.xanalyzer` }).click();
  await page.getByRole('link', { name: 'Back to My Files' }).click();
  await expect(fileRow(page, `${renamed()}.xanalyzer`)).toBeVisible();
});

test('draws the result as a bar chart and as a map of the states; line and area wait for periods', async ({ page }) => {
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders');
  await expect(result(page).getByRole('rowheader', { name: 'Grand total' })).toBeVisible({ timeout: 20_000 });
  const showAs = page.getByRole('radiogroup', { name: 'Show the result as' });
  await showAs.getByText('Bar', { exact: true }).click();
  // The chart draws the regions as its categories (ECharts writes SVG text).
  const drawn = page.getByRole('region', { name: 'Result' }).locator('svg text');
  await expect(drawn.filter({ hasText: /^West$/ }).first()).toBeVisible();
  // Regions are not ordered periods: line and area are off, and the page says why.
  await expect(showAs.getByRole('radio', { name: 'Line', exact: true })).toBeDisabled();
  await expect(showAs.getByRole('radio', { name: 'Area', exact: true })).toBeDisabled();
  await expect(page.getByText(/^Line and area need Month, Quarter or Year first on rows/)).toBeVisible();
  await showAs.getByText('Map', { exact: true }).click();
  await page.getByRole('button', { name: 'Put State on rows' }).click();
  // The shared map's box takes ECharts' own description as its name: found by its drawing instead.
  const states = page.getByRole('region', { name: 'Result' }).locator('svg path');
  await expect.poll(() => states.count()).toBeGreaterThan(50);
  if (process.env.ANALYZER_SCREENSHOTS) await page.screenshot({ path: '/tmp/analyzer-map.png', fullPage: true });
  await showAs.getByText('Table', { exact: true }).click();
  await expect(result(page).getByRole('rowheader', { name: 'California' })).toBeVisible();
});

test('shows the analyzer on a phone and on a wide screen', async ({ page }) => {
  await signIn(page, 'analyst');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/analytics/viewer/usmto-orders');
    await expect(result(page).getByRole('rowheader', { name: 'Grand total' })).toBeVisible({ timeout: 20_000 });
    // The page itself never scrolls sideways; the table does, inside its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (process.env.ANALYZER_SCREENSHOTS) await page.screenshot({ path: `/tmp/analyzer-${width}.png`, fullPage: true });
  }
});

/** A CSV as the export writes it (UTF-8 BOM, CRLF, quoted fields) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** A figure as the screen shows it ("$1,234", "12.5", "—") as a whole number, or null for none. */
const shownNumber = (text: string) => {
  const digits = text.replace(/[^0-9.-]/g, '');
  return digits ? Math.round(Number(digits)) : null;
};

test('blends an uploaded CSV of state figures by state and exports the result as the screen shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'analyst');
  await openMyFiles(page);
  // Washington and California are in the West, Texas in South Central, Ohio and Michigan in North Central-East.
  const csv = 'State,Shops\nWA,1200\nCA,34\nTX,567\nOH,8\nMI,2\n';
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: uploaded(), mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`${uploaded()} was uploaded: 5 rows, every cell read.`)).toBeVisible();

  await page.goto('/analytics/viewer/usmto-orders');
  await expect(result(page).getByRole('rowheader', { name: 'West', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Blend your data' }).click();
  // An input clipped by the still-expanding panel gets its list hidden (Mantine's hideDetached).
  await settleTransitions(page);
  await page.getByRole('textbox', { name: 'Your table', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${uploaded().replace('.', '\\.')}`) }).click();
  await expect(page.getByRole('textbox', { name: 'Key column', exact: true })).toHaveValue('State');
  await expect(page.getByRole('textbox', { name: 'Dataset dimension', exact: true })).toHaveValue('State');
  await page.getByRole('checkbox', { name: 'Shops', exact: true }).check();
  await page.getByRole('button', { name: 'Blend', exact: true }).click();

  // Each region gets the sum of its states' shops.
  await expect(result(page).getByRole('columnheader', { name: /Shops/ }).first()).toBeVisible({ timeout: 20_000 });
  const regionRow = (name: string) =>
    result(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(regionRow('West')).toContainText('1,234');
  await expect(regionRow('South Central')).toContainText('567');
  await expect(regionRow('North Central-East')).toContainText('10');

  // The exported CSV holds the same rows and figures as the table on screen.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const exported = parseCsv(readFileSync(await download.path(), 'utf8'));
  const screenRows = await result(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => Array.from(r.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim())),
    );
  expect(screenRows.length).toBeGreaterThan(6);
  for (const shown of screenRows) {
    const label = shown[0] ?? '';
    const line = exported.find((r) => r[0] === label || (label === 'Grand total' && r[0] === 'Total'));
    expect(line, `the export has a row for ${label}`).toBeDefined();
    const figures = shown.slice(1).map(shownNumber);
    const exportedFigures = (line ?? []).slice(1).map((v) => (v === '' ? null : Math.round(Number(v))));
    expect(exportedFigures, `the figures of ${label}`).toEqual(figures);
  }
});
