// Issue 18, "Export a chart as PNG and SVG" for the map chart type: the county map saves as an SVG
// that parses, holds every county's drawn path, the chart's title, the caption and the legend, and as
// a PNG the browser decodes at twice the exported drawing's size with the map drawn on it; the state
// map (ECharts) saves too, and a long title is set in lines within the image, in the page's font
// (carried by the file: an <img> cannot reach the page's fonts). Runs as `analyst` on the samples.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { decodePng, installPngDecoder } from './support/decode-png.ts';
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

test('the state map saves as an SVG with its states, title and caption; a long title stays within the image', async ({
  page,
}) => {
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

  // A long title: in lines within the image's margins, measured in the page's font (Inter).
  const long =
    'Value of every machine tool order shipped to each state of the union, in every year the association ' +
    'has counted, with no filter at all and nothing left out of it';
  await page.getByRole('textbox', { name: 'Chart title' }).fill(long);
  await expect(page.getByTestId('map-title')).toHaveText(long);
  const longSvg = readFileSync(await (await download(page, 'SVG')).path(), 'utf8');
  expect(longSvg).toMatch(/@font-face\{font-family:'Inter Variable';[^}]*src:url\(data:font\/woff2;base64,/);
  const laid = await titleLines(page, longSvg);
  expect(laid.family).toMatch(/^'Inter Variable',/);
  expect(laid.lines.length).toBeGreaterThanOrEqual(2);
  expect(laid.lines.map((l) => l.text).join(' ')).toBe(long);
  for (const line of laid.lines) expect(line.x + line.length).toBeLessThanOrEqual(laid.width - 8 + 0.5);
  const [first] = laid.lines;
  if (!first) throw new Error('no title');
  expect(first.length).toBeGreaterThan((laid.width - 16) * 0.75);

  // The PNG draws it so: no ink in the margins beside the title, and its first line ends where Inter ends it
  // (the system's font, wider, would run past the margin).
  const png = readFileSync(await (await download(page, 'PNG')).path());
  const ink = await titleInk(page, png.toString('base64'), laid.captionY);
  expect(ink.width).toBe(laid.width * 2);
  expect(ink.inMargins).toBe(0);
  expect(Math.abs(ink.firstLineRight / 2 - (first.x + first.length))).toBeLessThan(4);
});

/** The title's lines as the page lays them out in its own font (the SVG placed in the page a moment). */
function titleLines(page: Page, svgText: string) {
  return page.evaluate((s) => {
    const holder = document.createElement('div');
    holder.innerHTML = s;
    document.body.append(holder);
    try {
      const svg = holder.querySelector('svg');
      const [title, caption] = svg ? [...svg.querySelectorAll(':scope > text')] : [];
      if (!svg || !title || !caption) throw new Error('no title');
      return {
        width: Number(svg.getAttribute('width')),
        family: svg.getAttribute('font-family') ?? '',
        captionY: Number(caption.getAttribute('y')),
        lines: [...title.querySelectorAll('tspan')].map((t) => ({
          text: t.textContent ?? '',
          x: Number(t.getAttribute('x')),
          length: t.getComputedTextLength(),
        })),
      };
    } finally {
      holder.remove();
    }
  }, svgText);
}

/**
 * Ink (pixels darker than the white page) of the PNG's title rows, above the caption: how much lies in
 * the 7-pixel margins left and right (at the image's own scale, so 14 here), and where the first line ends.
 */
async function titleInk(page: Page, base64: string, captionY: number) {
  await installPngDecoder(page);
  return page.evaluate(
    async ({ base64, captionY }) => {
      if (!window.decodeTestPng) throw new Error('no PNG decoder in the page');
      const { width, data: pixels } = await window.decodeTestPng(base64);
      const rows = (captionY - 12) * 2;
      const inked = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return 765 - (pixels[i] ?? 0) - (pixels[i + 1] ?? 0) - (pixels[i + 2] ?? 0) > 60;
      };
      let inMargins = 0;
      let firstLineRight = 0;
      for (let y = 0; y < rows; y++) {
        for (let x = 0; x < width; x++) {
          if (!inked(x, y)) continue;
          if (x < 14 || x >= width - 14) inMargins += 1;
          // The first line: baseline 24, descenders to about 29 (the second line's tops are below 32).
          if (y < 58) firstLineRight = Math.max(firstLineRight, x);
        }
      }
      return { width, inMargins, firstLineRight };
    },
    { base64, captionY },
  );
}
