// Issue 15, USMTO Territory Wizard: launched from My MTApps as `territory`, a territory is built by
// map click, search and a freehand lasso on the ZIP-area map, named, given a rep, saved in My Files,
// reopened from there and shared read-only with the organisation; the colleague `territory2` finds
// it in My Files' Shared with me and opens it read-only. axe on both.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const PLAN_FILE = 'E2E Midwest plan';

test.describe.configure({ mode: 'serial' });

test('builds a territory by click and search, saves it, reopens it from My Files and shares it', async ({ page }) => {
  // The first figures wait for the analytics copy (county and USMTO datasets) to load.
  test.setTimeout(240_000);
  await signIn(page, 'territory');
  await page.getByRole('link', { name: /USMTO Territory Wizard/ }).click();
  await expect(page).toHaveURL(/\/apps\/territory-wizard$/);
  await expect(page.getByRole('heading', { name: 'USMTO Territory Wizard', level: 1 })).toBeVisible();

  // Search: type, then the result.
  await page.getByRole('textbox', { name: /Find a state, county or ZIP area/ }).fill('ohio');
  await page.getByRole('button', { name: 'Add Ohio (OH) — state' }).click();
  // Map: a click on Indiana.
  const map = page.getByRole('img', { name: /Map of U\.S\. states/ });
  await expect.poll(() => map.locator('path').count()).toBeGreaterThan(50);
  await map.locator('path[data-region="18"]').click();
  const regions = page.getByRole('list', { name: 'Regions of Territory 1' });
  await expect(regions).toContainText('Ohio');
  await expect(regions).toContainText('Indiana');

  // Lasso on the ZIP-area map: a freehand outline just inside Kansas adds its ZIP areas (660 among
  // them) and any neighbour's whose centre falls inside.
  await page.getByRole('radiogroup', { name: 'Map regions' }).getByText('ZIP areas', { exact: true }).click();
  const zipMap = page.getByRole('img', { name: /Map of U\.S\. ZIP areas/ });
  await expect.poll(() => zipMap.locator('path').count()).toBeGreaterThan(1000);
  // From the keyboard: the sticky header can cover the switch's label when the page has scrolled.
  await page.getByRole('switch', { name: /Lasso/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: /Lasso/ })).toBeChecked();
  await zipMap.scrollIntoViewIfNeeded();
  const kansas = await zipMap.evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('path[data-county^="20"]')].map((p) => p.getBoundingClientRect());
    return {
      left: Math.min(...boxes.map((b) => b.left)) + 2,
      top: Math.min(...boxes.map((b) => b.top)) + 2,
      right: Math.max(...boxes.map((b) => b.right)) - 2,
      bottom: Math.max(...boxes.map((b) => b.bottom)) - 2,
    };
  });
  await page.mouse.move(kansas.left, kansas.top);
  await page.mouse.down();
  for (const [x, y] of [
    [kansas.right, kansas.top],
    [kansas.right, kansas.bottom],
    [kansas.left, kansas.bottom],
  ])
    await page.mouse.move(x as number, y as number, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText(/Added \d+ ZIP areas to Territory 1\./)).toBeVisible();
  await expect(regions).toContainText('ZIP area 660');

  await page.getByRole('textbox', { name: 'Territory name' }).fill('Midwest');
  await page.getByRole('textbox', { name: 'Assign a rep to Midwest' }).fill('Jamie Okonkwo');
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Jamie Okonkwo', { exact: true }).first()).toBeVisible();

  const figures = page.getByRole('table', { name: 'Territory figures' });
  await expect(figures.getByRole('row', { name: /Midwest/ })).toContainText(/\$\d{1,3}(,\d{3})+/, { timeout: 120_000 });
  await expect(figures).toContainText('Sample data');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save as…' }).click();
  const saveAs = page.getByRole('dialog', { name: 'Save the plan as' });
  await saveAs.getByRole('textbox', { name: 'File name' }).fill(PLAN_FILE);
  await saveAs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved ${PLAN_FILE} in My Files.`)).toBeVisible();

  await page.goto('/myfiles');
  await page
    .getByRole('table', { name: 'Files' })
    .getByRole('row')
    .filter({ hasText: `${PLAN_FILE}.xterritory` })
    .click();
  await expect(page).toHaveURL(/\/apps\/territory-wizard\?file=/);
  await expect(page.getByRole('list', { name: 'Regions of Midwest' })).toContainText('Indiana');

  await page.getByRole('button', { name: 'Share…' }).click();
  const share = page.getByRole('dialog', { name: 'Share with your organisation' });
  await share.getByRole('radio', { name: 'Open it read-only' }).check();
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Shared with your organisation (read-only).')).toBeVisible();
});

test('shows the colleague the shared plan in My Files and opens it read-only', async ({ page }) => {
  await signIn(page, 'territory2');
  await page.goto('/myfiles');
  await page.getByRole('link', { name: /Shared with me/ }).click();
  const shared = page.getByRole('table', { name: 'Shared with me' });
  await expect(shared.getByRole('row', { name: new RegExp(PLAN_FILE) })).toContainText('Avery Lindqvist');
  await expect(shared.getByRole('row', { name: new RegExp(PLAN_FILE) })).toContainText('Read-only');
  await shared.getByRole('link', { name: `Open ${PLAN_FILE}.xterritory` }).click();
  await expect(page).toHaveURL(/\/apps\/territory-wizard\?file=/);
  await expect(page.getByRole('list', { name: 'Regions of Midwest' })).toContainText('Indiana');
  await page.getByRole('button', { name: 'Open…' }).click();
  const open = page.getByRole('dialog', { name: 'Open a territory plan' });
  await expect(open.getByRole('row', { name: new RegExp(PLAN_FILE) })).toContainText('Shared with you: read-only');
  await open.getByRole('button', { name: `Open ${PLAN_FILE}` }).click();
  await expect(page.getByText('Avery Lindqvist shared this plan with you read-only.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Assign a rep to Midwest' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
