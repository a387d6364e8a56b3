// Issue 19: the administrator console's maintenance windows and redirects in Chromium, as the
// `admin` demo user: an app put under maintenance shows its text in a member's launcher (a second
// browser context); a redirect added is followed by the browser at once; a loop is refused with
// its message; a second administrator's stale edit is refused. Each test puts back what it changed.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { redirectLoop } from '@mti/contracts/admin/console-redirects';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const localInput = (offsetHours: number) => {
  const d = new Date(Date.now() + offsetHours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

async function addRedirect(page: Page, oldUrl: string, newUrl: string) {
  const form = page.getByRole('form', { name: 'Add redirect' });
  await form.getByLabel('Old address').fill(oldUrl);
  await form.getByLabel('New address').fill(newUrl);
  await form.getByLabel('New address').press('Tab');
  return form;
}

test.describe('administrator console: maintenance and redirects', () => {
  test("puts an app under maintenance and a member's launcher shows the text", async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/maintenance');
    await page.getByRole('button', { name: 'Edit maintenance of Territory Wizard' }).click();
    const form = page.getByRole('form', { name: 'Maintenance of Territory Wizard' });
    await form.getByLabel('Under maintenance during the window below').check();
    const text = 'Territory Wizard is being upgraded tonight; back by morning.';
    await form.getByLabel('Text users see').fill(text);
    await form.getByLabel('Start (your time)').fill(localInput(-1));
    await form.getByLabel('End (your time)').fill(localInput(3));
    await expect(form.getByLabel('Preview of the launcher card')).toContainText(text);
    await expect(form.getByLabel('Preview of the launcher card')).toContainText('Members see this now.');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save maintenance' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Territory Wizard' })).toContainText('Under maintenance now');

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    await expect(member.getByText(text)).toBeVisible();
    await expect(member.getByRole('link', { name: /Territory Wizard/ })).toHaveCount(0);

    // Put it back for the other specs.
    await page.getByRole('button', { name: 'Edit maintenance of Territory Wizard' }).click();
    await form.getByLabel('Under maintenance during the window below').uncheck();
    await form.getByRole('button', { name: 'Save maintenance' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Territory Wizard' })).toContainText('Available');
    await member.reload();
    await expect(member.getByRole('link', { name: /Territory Wizard/ })).toBeVisible();
    await memberContext.close();
  });

  test('adds a redirect the browser follows, refuses a loop, and refuses a stale edit', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/redirects');
    // Seeded: /contact → /support. Its reverse is a loop, refused as the field is left.
    const looping = await addRedirect(page, '/support', '/contact');
    await expect(looping.getByText(redirectLoop('/support', '/contact'))).toBeVisible();
    await expect(looping.getByRole('button', { name: 'Add redirect' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const form = await addRedirect(page, '/old-newsletter', '/support');
    await form.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByRole('cell', { name: '/old-newsletter', exact: true })).toBeVisible();
    await page.goto('/Old-Newsletter/');
    await expect(page).toHaveURL(/\/support$/);

    // A second administrator, with the list open from before the first one's change.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, 'admin');
    await other.goto('/admin/console/redirects');
    await expect(other.getByRole('cell', { name: '/old-newsletter', exact: true })).toBeVisible();
    await page.goto('/admin/console/redirects');
    await page.getByRole('button', { name: 'Delete /old-newsletter' }).click();
    await expect(page.getByRole('cell', { name: '/old-newsletter', exact: true })).toHaveCount(0);
    const stale = await addRedirect(other, '/old-press', '/support');
    await stale.getByRole('button', { name: 'Add redirect' }).click();
    await expect(other.getByRole('alert')).toContainText(STALE_EDIT_MSG);
    await otherContext.close();
  });
});
