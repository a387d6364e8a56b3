// Issue 18, maps with the mouse: a state clicked on the analyzer's map filters the analysis to it and
// the map zooms to it (a second click opens its rows); a state clicked on the Territory dashboard
// filters the other tiles; a region chosen frames its states; an analysis by county draws the
// counties coloured by value (outlined in the same colour as the states), and a state clicked on a
// county dataset drills to its counties, named as people write them ("Harris County, TX") in the
// map, the table and the filter chips alike; an uploaded table whose state column is headed "ST"
// maps too (the map reads the dataset's geographic keys).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// Tall enough for the whole map on screen: the mouse reaches only what is shown.
test.use({ viewport: { width: 1280, height: 1000 } });

type Box = { x: number; y: number; width: number; height: number };

/** The map: one tab stop around ECharts' SVG drawing. */
const theMap = (page: Page, by: 'state' | 'county') =>
  page.getByRole('group', {
    name: new RegExp(`by ${by} .*Arrow keys move between ${by === 'state' ? 'states' : 'counties'}`),
  });

/** The boxes of the map's drawn areas (ECharts draws each state or county as one SVG path). */
async function areaBoxes(map: Locator): Promise<Box[]> {
  await map.scrollIntoViewIfNeeded();
  return map.locator('svg path').evaluateAll((paths) =>
    paths.map((p) => {
      const r = p.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

/** The share of the drawn areas whose middle lies inside the map's frame: 1 for the whole country. */
async function shareInFrame(map: Locator): Promise<number> {
  const frame = await map.boundingBox();
  const boxes = await areaBoxes(map);
  if (!frame || boxes.length === 0) return 1;
  const inside = boxes.filter((b) => {
    const { x, y } = centre(b);
    return x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height;
  });
  return inside.length / boxes.length;
}

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** The colour most of the map's areas are outlined in, as Chromium draws it (the computed stroke). */
const borderColour = (map: Locator) =>
  map.locator('svg path').evaluateAll((paths) => {
    const counts = new Map<string, number>();
    for (const p of paths) {
      const stroke = getComputedStyle(p).stroke;
      counts.set(stroke, (counts.get(stroke) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  });

/** The text of the map's tooltip ("Texas: $1,234"), once the pointer rests on an area. */
const tooltip = (map: Locator) =>
  map
    .locator('div')
    .filter({ hasText: /^[A-Z][\w .]+: / })
    .last();

/**
 * The box of the area named `name`, found as a person would: the pointer rests on the largest areas
 * drawn, one after the other, until the map's tooltip names it.
 */
async function findArea(page: Page, map: Locator, name: string): Promise<Box> {
  const boxes = (await areaBoxes(map)).sort((a, b) => b.width * b.height - a.width * a.height);
  for (const box of boxes.slice(0, 15)) {
    await page.mouse.move(centre(box).x, centre(box).y);
    const named = await expect(tooltip(map))
      .toHaveText(new RegExp(`^${name}: `), { timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (named) return box;
  }
  throw new Error(`no area of the map is named ${name}`);
}

test('a state clicked on the analyzer map filters the analysis, zooms to it, and a second click opens its rows', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders?rows=state');
  await expect(page.getByRole('rowheader', { name: 'California' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();
  const map = theMap(page, 'state');
  await expect.poll(async () => (await areaBoxes(map)).length).toBeGreaterThan(50);
  const frame = await map.boundingBox();
  if (!frame) throw new Error('no map');
  const before = await findArea(page, map, 'Texas');

  // A real mouse click on Texas' middle: the analysis is filtered to Texas.
  await page.mouse.click(centre(before).x, centre(before).y);
  await expect(page.getByTestId('map-caption')).toHaveText(/State: Texas$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  // Zoomed: Texas now fills the map's height or width (it is framed, not just coloured).
  await expect.poll(async () => (await findArea(page, map, 'Texas')).height / before.height).toBeGreaterThan(1.8);
  const after = await findArea(page, map, 'Texas');
  expect(Math.max(after.width / frame.width, after.height / frame.height)).toBeGreaterThan(0.6);

  // Texas the only state left, a click on it opens the rows behind its figure.
  await page.mouse.click(centre(after).x, centre(after).y);
  const rows = page.getByRole('dialog', { name: /Rows of Texas/ });
  await expect(rows.getByRole('table', { name: 'Rows behind the value' })).toBeVisible({ timeout: 30_000 });
});

test('a state clicked on the Territory dashboard map filters the other tiles', async ({ page }) => {
  test.slow();
  await signIn(page, 'dashme');
  await page.goto('/tableau/viewer/usmto-territory?detailId=4107');
  const orders = page.getByTestId('kpi-orders_value');
  await expect(orders).toHaveText(/^\$\d{1,3}(,\d{3})+$/, { timeout: 30_000 });
  const map = theMap(page, 'state');
  await expect.poll(async () => (await areaBoxes(map)).length).toBeGreaterThan(50);
  const before = (await orders.textContent()) ?? '';
  const texas = await findArea(page, map, 'Texas');
  await page.mouse.click(centre(texas).x, centre(texas).y);

  await expect(page.getByRole('group', { name: 'Filtered by' })).toContainText('State: Texas');
  await expect(orders).not.toHaveText(before);
  // The map zooms to the chosen state.
  await expect.poll(async () => (await findArea(page, map, 'Texas')).height / texas.height).toBeGreaterThan(1.5);

  // A region chosen instead: the map frames its states (the East lies outside the frame).
  await page.getByRole('button', { name: 'Remove the filter State: Texas' }).click();
  await expect.poll(() => shareInFrame(map)).toBeGreaterThan(0.95);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('West');
  await expect(page.getByTestId('map-caption')).toHaveText(/West/);
  await expect.poll(() => shareInFrame(map)).toBeLessThan(0.75);
});

test('a region chosen in the analyzer frames its states on the map', async ({ page }) => {
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders?rows=state&filter=region:West');
  await expect(page.getByRole('rowheader', { name: 'California' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('rowheader', { name: 'Ohio' })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();
  await expect(page.getByTestId('map-caption')).toHaveText(/Region: West$/);
  const map = theMap(page, 'state');
  await expect.poll(async () => (await areaBoxes(map)).length).toBeGreaterThan(50);
  await expect.poll(() => shareInFrame(map)).toBeLessThan(0.75);
  // The region's states are the ones shaded and named: California among them.
  await findArea(page, map, 'California');
});

test('an analysis by county draws the counties coloured by value; a state clicked drills to its counties', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/county-manufacturing?rows=county&measure=establishments');
  // The analyzer's first query on this dataset waits for the engine's copy: patient.
  await expect(page.getByRole('table', { name: 'Analysis result' })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();
  const counties = theMap(page, 'county');
  await expect(page.getByTestId('map-caption')).toHaveText(/^Establishments by county — /);
  await expect.poll(() => counties.locator('svg path').count(), { timeout: 30_000 }).toBeGreaterThan(3000);
  expect(await shareInFrame(counties)).toBeGreaterThan(0.95);
  // Coloured by value: many different fills, not one colour for all.
  const fills = await counties
    .locator('svg path')
    .evaluateAll((paths) => new Set(paths.map((p) => p.getAttribute('fill'))).size);
  expect(fills).toBeGreaterThan(20);
  // Borders in the page's colour (the light scheme's white), on the county drawing as on ECharts' states below.
  expect(await borderColour(counties)).toBe('rgb(255, 255, 255)');

  // By state, a click on Texas filters to it and puts its counties on the map, framed.
  await page.goto('/analytics/viewer/county-manufacturing?rows=state&measure=establishments');
  await expect(page.getByRole('rowheader', { name: 'Texas' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();
  const states = theMap(page, 'state');
  await expect.poll(async () => (await areaBoxes(states)).length).toBeGreaterThan(50);
  expect(await borderColour(states)).toBe('rgb(255, 255, 255)');
  const texas = await findArea(page, states, 'Texas');
  await page.mouse.click(centre(texas).x, centre(texas).y);
  await expect(page.getByTestId('map-caption')).toHaveText(/^Establishments by county — .*State: Texas$/);
  await expect(page.getByRole('radiogroup', { name: 'Show the result as' })).toBeVisible();
  const drilled = theMap(page, 'county');
  await expect.poll(() => drilled.locator('svg path').count(), { timeout: 30_000 }).toBeGreaterThan(3000);
  // Framed on Texas: most of the country's counties now lie outside the frame.
  await expect.poll(() => shareInFrame(drilled)).toBeLessThan(0.3);
  // The pointer on the map's middle names a Texas county as people write it.
  const frame = await drilled.boundingBox();
  if (!frame) throw new Error('no map');
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height * 0.45);
  await expect(page.getByTestId('map-tooltip')).toHaveText(/^[A-Z][\w .'-]+ County, TX: ([\d,]+|—)$/);
});

test('a county reads the same in the table and the filter chips as on the map: "Harris County, TX"', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/county-manufacturing?rows=county&measure=establishments&filter=county:48201');
  const table = page.getByRole('table', { name: 'Analysis result' });
  await expect(table.getByRole('rowheader', { name: 'Harris County, TX', exact: true })).toBeVisible({
    timeout: 90_000,
  });
  const chips = page.getByRole('list', { name: 'Filters in force' }).getByRole('listitem');
  await expect(chips.filter({ hasText: /^County:/ })).toHaveText('County: Harris County, TX');
  await expect(page.getByRole('button', { name: 'Remove filter County: Harris County, TX' })).toBeVisible();
});

test('an uploaded table with a state column headed "ST" is drawn on the map, and a state clicked filters it', async ({
  page,
}) => {
  test.slow();
  const n = test.info().retry + test.info().repeatEachIndex;
  const fileName = `dealer-sales-st${n ? `-${n + 1}` : ''}.csv`;
  // Sales by machine and state (codes): the first text column, Machine, is what the analyzer opens on.
  const csv = 'Date,Machine,ST,Amount\n2025-01-15,Lathes,OH,"$1,200.00"\n2025-03-05,Mills,TX,"$450.00"\n';
  await signIn(page, 'uploader');
  await page.getByRole('button', { name: /Uma Tester/ }).click();
  await page.getByRole('menuitem', { name: 'My Files' }).click();
  const chooser = page.waitForEvent('filechooser');
  const uploading = page.waitForResponse((r) => r.url().endsWith('/analytics/api/repo/files/import'));
  await page.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  expect((await uploading).ok()).toBe(true);

  await page.goto('/analytics/viewer/usmto-orders');
  await expect(page.getByRole('table', { name: 'Analysis result' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Dataset', exact: true }).click();
  await page.getByRole('option', { name: fileName, exact: true }).click();
  await expect(page.getByRole('rowheader', { name: 'Lathes', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radiogroup', { name: 'Show the result as' }).getByText('Map', { exact: true }).click();
  // The map asks for the upload's own state column, by its header, and puts it on rows.
  await expect(page.getByText('The map needs ST alone on rows')).toBeVisible();
  await page.getByRole('button', { name: 'Put ST on rows' }).click();
  const map = theMap(page, 'state');
  await expect(page.getByTestId('map-caption')).toHaveText(/^Amount by state — /);
  await expect.poll(async () => (await areaBoxes(map)).length, { timeout: 30_000 }).toBeGreaterThan(50);
  // Texas: large enough for findArea's walk over the largest areas.
  const texas = await findArea(page, map, 'Texas');
  await page.mouse.click(centre(texas).x, centre(texas).y);
  await expect(page.getByTestId('map-caption')).toHaveText(/ST: Texas$/);
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText('ST: Texas');
});
