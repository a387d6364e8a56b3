// Issue 19, Catalogue: as the `admin` demo user, an app's title edited in the console (HTML, with
// its preview) shows in a member's launcher at once (a second browser context); a second
// administrator who opened the app before that save is refused with the stale-edit message. The
// test puts the title back for the other specs.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const TITLE = 'Map U.S. Markets';
const EDITED = 'Map U.S. Markets <sup>sample edit</sup>';

async function openApp(page: Page) {
  await page.goto('/admin/console/catalogue?q=mapus');
  await page.getByRole('table', { name: 'Apps' }).getByRole('row').filter({ hasText: TITLE }).click();
  return page.getByRole('form', { name: `Edit ${TITLE}` });
}

test.describe('administrator console: catalogue', () => {
  test("edits an app's title that a member's launcher shows at once, and refuses a stale edit", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, 'admin');
    const otherForm = await openApp(other); // opened before the first administrator saves

    const form = await openApp(page);
    await form.getByLabel(/^Title/).fill(EDITED);
    const preview = form.getByRole('region', { name: 'Preview of the title in the launcher' });
    await expect(preview.locator('sup')).toHaveText('sample edit');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save app' }).click();
    await expect(page.getByText('The app was saved.')).toBeVisible();

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    await expect(member.locator('sup', { hasText: 'sample edit' })).toBeVisible();
    await memberContext.close();

    await otherForm.getByLabel('Short name').fill('Markets map');
    await otherForm.getByRole('button', { name: 'Save app' }).click();
    await expect(otherForm.getByRole('alert')).toContainText(STALE_EDIT_MSG);
    await otherContext.close();

    // Put the title back for the other specs.
    await form.getByLabel(/^Title/).fill(TITLE);
    await form.getByRole('button', { name: 'Save app' }).click();
    await expect(page.getByText(/· version 3 ·/)).toBeVisible();
  });
});
