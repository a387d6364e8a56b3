// Issue 18, "Export a chart as PNG and SVG" for the map chart type: the county map saves as an SVG
// that parses, holds every county's drawn path, the chart's title, the caption and the legend, and as
// a PNG the browser decodes at twice the exported drawing's size with the map drawn on it; the state
// map (ECharts) saves too. Runs as `analyst` on the county manufacturing sample.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { decodePng } from './support/decode-png.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test.use({ viewport: { width: 1280, height: 1000 } });

const chooseMap = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();

async function download(page: Page, kind: 'PNG' | 'SVG'): Promise<Download> {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: `Save the chart as ${kind}` }).click();
  return file;
}

/** The exported SVG as the browser parses it: parse errors, size, texts, county paths, gradient stops. */
function readSvg(page: Page, text: string) {
  return page.evaluate((s) => {
    const doc = new DOMParser().parseFromString(s, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      texts: [...doc.getElementsByTagName('text')].map((t) => t.textContent ?? ''),
      counties: doc.querySelectorAll('path[data-fips]').length,
      paths: doc.getElementsByTagName('path').length,
      stops: doc.getElementsByTagName('stop').length,
    };
  }, text);
}

test('the county map saves as an SVG with its paths, title, caption and legend, and as a PNG of twice its size', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/county-manufacturing?rows=county&measure=establishments');
  // The analyzer's first query on this dataset waits for the engine's copy: patient.
  await expect(page.getByRole('table', { name: 'Analysis result' })).toBeVisible({ timeout: 90_000 });
  await chooseMap(page);
  const drawing = page.getByRole('img', { name: /^Map of Establishments by county/ });
  await expect.poll(() => drawing.locator('path[data-fips]').count(), { timeout: 30_000 }).toBeGreaterThan(3000);
  const title = (await page.getByRole('textbox', { name: 'Chart title' }).getAttribute('placeholder')) ?? '';
  expect(title).toMatch(/^Establishments by County/);
  await expect(page.getByTestId('map-title')).toHaveText(title);
  const caption = (await page.getByTestId('map-caption').textContent()) ?? '';
  const drawn = await drawing.boundingBox();
  if (!drawn) throw new Error('no map drawn');

  const svgFile = await download(page, 'SVG');
  expect(svgFile.suggestedFilename()).toBe(`${title}.svg`);
  const svg = await readSvg(page, readFileSync(await svgFile.path(), 'utf8'));
  expect(svg.errors).toBe(0);
  expect(svg.counties).toBeGreaterThan(3000);
  expect(svg.texts).toEqual(expect.arrayContaining([title, caption]));
  // The legend: the scale's gradient and its two ends, written short.
  expect(svg.stops).toBeGreaterThanOrEqual(2);
  expect(svg.texts.filter((t) => /^\d+(\.\d)?[KMB]?$/.test(t))).toHaveLength(2);
  // As wide as the drawing on screen; taller by the title, the caption and the legend.
  expect(svg.width).toBe(Math.round(drawn.width));
  expect(svg.height).toBeGreaterThan(Math.round(drawn.height) + 60);

  const pngFile = await download(page, 'PNG');
  expect(pngFile.suggestedFilename()).toBe(`${title}.png`);
  const bytes = readFileSync(await pngFile.path());
  const decoded = await decodePng(page, bytes);
  expect(decoded.width).toBe(svg.width * 2);
  expect(decoded.height).toBe(svg.height * 2);
  // The counties are drawn on it: a good part of the image is in the scale's colours.
  expect(decoded.navy / decoded.total).toBeGreaterThan(0.2);
});

test('the state map saves as an SVG with its states, title and caption', async ({ page }) => {
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders?rows=state');
  await expect(page.getByRole('rowheader', { name: 'California' })).toBeVisible({ timeout: 30_000 });
  await chooseMap(page);
  const caption = page.getByTestId('map-caption');
  await expect(caption).toHaveText(/ by state — /);
  await expect
    .poll(() => page.getByTestId('analysis-map').locator('svg path').count(), { timeout: 30_000 })
    .toBeGreaterThan(50);
  const svgFile = await download(page, 'SVG');
  const svg = await readSvg(page, readFileSync(await svgFile.path(), 'utf8'));
  expect(svg.errors).toBe(0);
  expect(svg.paths).toBeGreaterThan(50);
  expect(svg.texts).toEqual(
    expect.arrayContaining([
      (await page.getByTestId('map-title').textContent()) ?? '',
      (await caption.textContent()) ?? '',
    ]),
  );
});
