// Issue 18, numbers and charts: every chart type renders with its generated title, the chart saves
// as a real PNG (PNG signature, non-zero size) and a parseable SVG, and a what-if projection is
// drawn apart (the "Actual | Projected" divider in the chart, projected rows marked in the table).
// Runs as `analyst` on the USMTO sample dataset with Month on rows (so line and area are offered).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { decodePng } from './support/decode-png.ts';
import { expect, test } from './support/fixtures.ts';
import { settleTransitions } from './support/settle.ts';
import { signIn } from './support/sign-in.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function openByMonth(page: Page) {
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders?rows=month');
  await expect(page.getByRole('table', { name: 'Analysis result' })).toBeVisible({ timeout: 30_000 });
}

const chooseChart = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Show the result as' }).getByText(label, { exact: true }).click();

/** The drawn chart's SVG holds the title the title field offers (generated from the definition). */
async function expectTitledChart(page: Page) {
  const title = await page.getByRole('textbox', { name: 'Chart title' }).getAttribute('placeholder');
  expect(title).toBeTruthy();
  await expect(
    page
      .locator('svg text')
      .filter({ hasText: title ?? '' })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
}

test('draws every chart type with its title and saves the chart as PNG and SVG', async ({ page }) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  for (const label of ['Bar', 'Horizontal bar', 'Stacked bar', '100 % stacked bar', 'Line', 'Area', 'Pie']) {
    await chooseChart(page, label);
    await expectTitledChart(page);
  }
  // A second measure is needed for combo and scatter: the reason is on the page.
  await expect(page.getByText('Needs two measures: add a second measure first.')).toBeVisible();

  await chooseChart(page, 'Bar');
  await expectTitledChart(page);
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the chart as PNG' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toMatch(/\.png$/);
  const bytes = readFileSync(await pngFile.path());
  expect(bytes.length).toBeGreaterThan(1000);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  const svg = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the chart as SVG' }).click();
  const text = readFileSync(await (await svg).path(), 'utf8');
  const parsed = await page.evaluate(
    (s) => new DOMParser().parseFromString(s, 'image/svg+xml').getElementsByTagName('parsererror').length,
    text,
  );
  expect(parsed).toBe(0);
  // The image carries the page's font: an SVG opened elsewhere, or drawn into the PNG, has no other.
  expect(text).toMatch(/@font-face\{font-family:'Inter Variable';[^}]*src:url\(data:font\/woff2;base64,/);
  await settleTransitions(page);
  await expectNoSeriousA11yViolations(page);
});

test('sets projected months apart in the chart and marks projected rows in the table', async ({ page }) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  await page.getByRole('button', { name: 'What-if' }).click();
  await settleTransitions(page);
  await page.getByRole('switch', { name: 'Project the analysis forward' }).click();
  const table = page.getByRole('table', { name: 'Analysis result' });
  await expect(table.getByRole('rowheader', { name: /projected$/ }).first()).toBeVisible({ timeout: 30_000 });
  // Actual months carry no mark.
  await expect(table.getByRole('rowheader').first()).not.toContainText('projected');

  await chooseChart(page, 'Line');
  await expect(page.locator('svg text').filter({ hasText: 'Actual | Projected' }).first()).toBeVisible({
    timeout: 15_000,
  });
  // The projected part of the line is dashed.
  await expect(page.locator('svg path[stroke-dasharray]').first()).toBeAttached();
});

test('shows the base case beside a grown scenario, actual and projected apart, and exports the rows of a month', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  await page.getByRole('button', { name: 'What-if' }).click();
  await settleTransitions(page);
  await page.getByRole('switch', { name: 'Project the analysis forward' }).click();
  const growth = page.getByRole('textbox', { name: 'Overall growth, % per year' });
  await growth.fill('10');
  await growth.press('Enter');
  // Base case and scenario side by side; the grand total split into actual and projected.
  const compared = page.getByRole('table', { name: 'Base case and scenario' });
  const grand = compared.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'Grand total' }) });
  await expect(grand).toBeVisible({ timeout: 30_000 });
  const readFigures = async () =>
    (await grand.locator('td').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
  // The table can first show the scenario before the 10 % growth is applied (then it equals the
  // base case): wait for the grown figures rather than reading the first render.
  await expect
    .poll(
      async () => {
        const [, base, grown] = await readFigures();
        return (grown as number) > (base as number);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const [actual, baseProjected, projected, baseTotal, total, difference] = (await readFigures()) as number[];
  expect(actual).toBeGreaterThan(0);
  expect(projected).toBeGreaterThan(baseProjected as number);
  expect(total).toBeCloseTo((actual as number) + (projected as number), -1);
  expect(baseTotal).toBeCloseTo((actual as number) + (baseProjected as number), -1);
  expect(difference).toBeCloseTo((total as number) - (baseTotal as number), -1);

  // The rows behind the first month, exported: as many CSV lines as the dialog counts.
  await page.getByRole('table', { name: 'Analysis result' }).locator('tbody button').first().click();
  const drill = page.getByRole('dialog', { name: /^Rows of / });
  const counted = await drill.getByText(/^[\d,]+ rows?/).textContent();
  const rows = Number((counted ?? '').match(/^[\d,]+/)?.[0].replace(/,/g, ''));
  const downloading = page.waitForEvent('download');
  await drill.getByRole('button', { name: 'Export rows (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('drill-down.csv');
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Value (USD)');
  expect(lines.length - 1).toBe(rows);
});

/** The drawn chart (its box is named by the title, ECharts' description after it). */
async function drawnChart(page: Page) {
  const title =
    (await page.getByRole('textbox', { name: 'Chart title' }).getAttribute('placeholder', { timeout: 15_000 })) ?? '';
  const chart = page.getByRole('img', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(chart.locator('svg text').filter({ hasText: title }).first()).toBeVisible({ timeout: 15_000 });
  return chart;
}

test('a combo draws bars and a line on a second axis, a scatter plots one measure against the other, each titled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  await page.getByRole('textbox', { name: 'Add a measure' }).click();
  await page.getByRole('option', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: /Orders/ }).first()).toBeVisible({ timeout: 30_000 });

  await chooseChart(page, 'Bar + line');
  await expectTitledChart(page);
  const combo = await drawnChart(page);
  const svg = combo.locator('svg').first();
  // Two value axes, each titled with its measure, the titles running upwards (taller than wide,
  // unlike the legend's): Value (USD) on the left of the plot, Orders on the right.
  const axisTitles = () =>
    svg.evaluate((root) => {
      const frame = root.getBoundingClientRect();
      return [...root.querySelectorAll('text')].flatMap((t) => {
        const box = t.getBoundingClientRect();
        if (box.height <= box.width) return [];
        const side = box.x + box.width / 2 < frame.x + frame.width / 2 ? 'left' : 'right';
        return [`${side}: ${t.textContent}`];
      });
    });
  await expect.poll(axisTitles).toEqual(expect.arrayContaining(['left: Value (USD)', 'right: Orders']));
  // Bars for the first measure and a line for the second.
  await expect.poll(() => svg.locator('path').count()).toBeGreaterThan(12);

  await chooseChart(page, 'Scatter');
  await expectTitledChart(page);
  const scatter = await drawnChart(page);
  // One axis per measure.
  await expect(scatter.locator('svg text', { hasText: /^Value \(USD\)$/ }).first()).toBeVisible();
  await expect(scatter.locator('svg text', { hasText: /^Orders$/ }).first()).toBeVisible();
});

test('data labels are off by default and write the figures on the bars when chosen', async ({ page }) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  // The first month's figure as the table writes it: a data label writes it the same way.
  const figure = (
    (await page.getByRole('table', { name: 'Analysis result' }).locator('tbody button').first().textContent()) ?? ''
  ).trim();
  expect(figure).toMatch(/^\$[\d,]+$/);
  await chooseChart(page, 'Bar');
  const chart = await drawnChart(page);
  const label = chart.locator('svg text').filter({ hasText: new RegExp(`^\\${figure}$`) });
  await expect(page.getByRole('switch', { name: 'Data labels' })).not.toBeChecked();
  await expect(label).toHaveCount(0);
  await page.getByRole('switch', { name: 'Data labels' }).click();
  await expect(label.first()).toBeVisible();
  await page.getByRole('switch', { name: 'Data labels' }).click();
  await expect(label).toHaveCount(0);
});

test('a bar chart draws projected months faded and hatched after the divider, actual months as they are', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  await page.getByRole('button', { name: 'What-if' }).click();
  await settleTransitions(page);
  await page.getByRole('switch', { name: 'Project the analysis forward' }).click();
  const table = page.getByRole('table', { name: 'Analysis result' });
  await expect(table.getByRole('rowheader', { name: /projected$/ }).first()).toBeVisible({ timeout: 30_000 });
  const projected = await table.getByRole('rowheader', { name: /projected$/ }).count();
  await chooseChart(page, 'Bar');
  const chart = await drawnChart(page);
  await expect(chart.locator('svg text').filter({ hasText: 'Actual | Projected' }).first()).toBeVisible();
  // The subtitle says what the styling means.
  await expect(chart.locator('svg text').filter({ hasText: /faded and dashed figures are projected/ })).toHaveCount(1);
  // Projected bars: faded, a dashed border and a hatched fill; the actual bars are solid.
  const bars = await chart.locator('svg path').evaluateAll((paths) =>
    paths
      .filter((p) => (p.getAttribute('d') ?? '').includes('Z') && !p.closest('clipPath,pattern'))
      .map((p) => ({
        opacity: p.getAttribute('opacity') ?? p.getAttribute('fill-opacity') ?? '1',
        dashed: p.hasAttribute('stroke-dasharray'),
        hatched: (p.getAttribute('fill') ?? '').startsWith('url('),
      })),
  );
  const faded = bars.filter((b) => b.opacity === '0.4' && b.dashed);
  expect(faded.length).toBeGreaterThanOrEqual(projected);
  expect(bars.filter((b) => b.hatched).length).toBeGreaterThanOrEqual(projected);
});

test('the PNG export decodes as an image of twice the chart size, with the chart drawn on it', async ({ page }) => {
  test.setTimeout(180_000);
  await openByMonth(page);
  await chooseChart(page, 'Bar');
  const chart = await drawnChart(page);
  const size = await chart
    .locator('svg')
    .first()
    .evaluate((svg) => ({
      width: Number(svg.getAttribute('width')),
      height: Number(svg.getAttribute('height')),
    }));
  expect(size.width).toBeGreaterThan(200);
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the chart as PNG' }).click();
  const bytes = readFileSync(await (await png).path());
  const decoded = await decodePng(page, bytes);
  expect(decoded.width).toBe(Math.round(size.width * 2));
  expect(decoded.height).toBe(Math.round(size.height * 2));
  // Not a blank page: bars, axes and the title put ink on it (1.8–2.5 % of the pixels, depending on the
  // browser build's font rendering; an export without the chart drawn on it has next to none).
  expect(decoded.inked / decoded.total).toBeGreaterThan(0.005);
});
