// Issue 18, layout and flow: a field dragged into Rows changes the result (another placed from its menu), Ctrl+Z brings the
// previous result back and Ctrl+Shift+Z the change again, a filter becomes a chip whose removal
// restores the figures, the "?" opens the analyzer's help, and a saved analysis opens by its
// shareable address, an old slug corrected. Runs as `analyst`; each attempt saves under its own name.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { settleTransitions } from './support/settle.ts';
import { signIn } from './support/sign-in.ts';

const result = (page: Page) => page.getByRole('table', { name: 'Analysis result' });
const rowHeader = (page: Page, name: string) => result(page).getByRole('rowheader', { name, exact: true });
const stateHeader = (page: Page) => result(page).getByRole('columnheader', { name: 'State', exact: true });

/**
 * Drags a field of the field list onto a drop zone with the mouse. Both are brought into view first:
 * the side panel scrolls on its own, and a scroll between pressing and moving would start the drag
 * on whatever field then lies under the pointer.
 */
async function dragField(page: Page, field: string, target: string) {
  const zone = page.locator(`[data-drop-target="${target}"]`);
  const source = page.getByRole('button', { name: field });
  await zone.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await zone.boundingBox();
  if (!from || !to) throw new Error(`${field} or ${target} is not on the screen`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 5 });
  await page.mouse.up();
}

test('drags a field into rows, undoes and redoes it, filters through a chip, opens the help and a saved analysis by its address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const n = test.info().retry + test.info().repeatEachIndex;
  const name = `Layout check${n ? ` ${n + 1}` : ''}`;
  await signIn(page, 'analyst');
  await page.goto('/analytics/viewer/usmto-orders');
  await expect(rowHeader(page, 'West')).toBeVisible({ timeout: 30_000 });
  await expect(stateHeader(page)).toHaveCount(0);

  // Drag State from the field list into Rows with the mouse: the result gains the state level.
  await dragField(page, 'State (dimension)', 'rows');
  await expect(stateHeader(page)).toBeVisible({ timeout: 30_000 });

  // Ctrl+Z restores the previous result; Ctrl+Shift+Z redoes the change.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect(stateHeader(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(rowHeader(page, 'West')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redo the change' })).toBeEnabled();
  await page.keyboard.press('Control+Shift+Z');
  await expect(stateHeader(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Undo the last change' }).click();
  await expect(stateHeader(page)).toHaveCount(0, { timeout: 30_000 });

  // A filter on Region (placed from the field's menu) shows as a chip; removing it restores the rows.
  await page.getByRole('button', { name: 'Region (dimension)' }).click();
  await page.getByRole('menuitem', { name: 'Filter on it' }).click();
  const region = page.getByRole('textbox', { name: 'Region', exact: true });
  await region.click();
  await page.getByRole('option', { name: 'West', exact: true }).click();
  await page.keyboard.press('Escape');
  const chip = page.getByRole('button', { name: 'Remove filter Region: West' });
  await expect(chip).toBeVisible();
  await expect(rowHeader(page, 'Northeast')).toHaveCount(0, { timeout: 30_000 });
  await chip.click();
  await expect(rowHeader(page, 'Northeast')).toBeVisible({ timeout: 30_000 });
  await expect(chip).toHaveCount(0);

  // The tools live behind the toolbar: one opens above the result and closes again.
  await page.getByRole('button', { name: 'Totals', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Close Totals' }).click();

  // The "?" opens the analyzer's own help, reached with the keyboard too.
  await page.getByRole('button', { name: 'Analyzer help' }).focus();
  await page.keyboard.press('Enter');
  const help = page.getByRole('dialog', { name: 'How to use the analyzer' });
  await expect(help.getByRole('heading', { name: 'What-if' })).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Blend your data' })).toBeVisible();
  await settleTransitions(page);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Save as: the analysis then has its shareable address, which opens it even under an old slug.
  await page.getByRole('button', { name: 'Save as…' }).click();
  const save = page.getByRole('dialog', { name: 'Save analysis as' });
  await save.getByLabel('File name (.xanalyzer is added)').fill(name);
  await save.getByRole('button', { name: 'Save' }).click();
  const slug = name.toLowerCase().replaceAll(' ', '-');
  await expect(page).toHaveURL(new RegExp(`/analyzer/viewer/[0-9a-f-]{36}/${slug}$`));
  const id = new URL(page.url()).pathname.split('/')[3];
  await page.goto(`/analyzer/viewer/${id}/an-old-name`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/analyzer/viewer/${id}/${slug}$`));
  await expect(rowHeader(page, 'West')).toBeVisible({ timeout: 30_000 });
});
