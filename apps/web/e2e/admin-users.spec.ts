// Issue 19: the administrator console's users and audit log in Chromium, as the `admin` demo user:
// the console from the user menu; a user locked by failed sign-ins unlocked, who then signs in; a
// passport seat reassigned because the employee left; two administrators editing the same user,
// the second told it changed meanwhile; the audit log with before and after; a member refused.
import { ACTING_AS_USER_MSG, NOT_ADMINISTRATOR_MSG, STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { LOGIN_FAILED } from '@mti/contracts/identity/identity-api';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { asUser } from './support/passport.ts';
import { DEMO_PASSWORD, signIn } from './support/sign-in.ts';

/** Fails a sign-in through the API five times: the account locks (spec lockout). */
async function lockBySignInApi(request: APIRequestContext, userid: string) {
  const docs = await request.get('/api/docs/json');
  const xsrf = (docs.headers()['set-cookie'] ?? '').match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
  const attempt = (password: string) =>
    request.post('/api/mti/login', { data: { userid, password }, headers: { 'x-xsrf-token': xsrf } });
  for (let i = 1; i <= 5; i++) expect((await attempt(`wrong-${i}`)).status()).toBe(401);
  const locked = await attempt(DEMO_PASSWORD);
  expect((await locked.json()).msg).toBe(LOGIN_FAILED);
}

async function openUser(page: Page, userid: string) {
  await page.goto('/admin/console/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(userid);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ hasText: `${userid}@example.com` });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByText(new RegExp(`^${userid} · site id`))).toBeVisible();
}

test.describe('administrator console: users and audit log', () => {
  test('opens from the user menu, unlocks a locked user who then signs in, and shows it in the audit log', async ({
    page,
    playwright,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Alex Morgan' }).click();
    await page.getByRole('menuitem', { name: 'Administrator console' }).click();
    await expect(page).toHaveURL(/\/admin\/console\/users$/);
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const stranger = await playwright.request.newContext({ baseURL });
    await lockBySignInApi(stranger, 'unlockme');
    await stranger.dispose();

    await openUser(page, 'unlockme');
    await expect(page.getByText('Locked after failed sign-ins')).toBeVisible();
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Locked after failed sign-ins')).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    const unlocked = await asUser(browser, 'unlockme', baseURL);
    await unlocked.close();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('textbox', { name: 'User (login name or site id)' }).fill('unlockme');
    await page.getByRole('textbox', { name: 'Action' }).fill('admin.user.unlocked');
    await page.getByRole('button', { name: 'Filter' }).click();
    const entry = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'admin.user.unlocked' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('locked:');
    await expect(entry).toContainText('true → false');
    await expectNoSeriousA11yViolations(page);
  });

  test('reassigns a passport seat only because the employee left', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    await openUser(page, 'exhibitor-west');
    await page.getByRole('tab', { name: 'Passport seats' }).click();
    const seats = page.getByRole('table', { name: 'Passport seats' });
    const before = await seats.getByRole('row').count();
    const form = seats.getByRole('form').first();
    await form.getByRole('textbox', { name: 'New holder (username)' }).fill('seatme');
    await form.getByRole('button', { name: 'Reassign: employee left' }).click();
    await expect(page.getByText('The seat now belongs to seatme.')).toBeVisible();
    await expect(seats.getByRole('row')).toHaveCount(before - 1);
  });

  test('two administrators edit the same user: the second is told it changed meanwhile', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const other = await asUser(browser, 'admin', baseURL);
    try {
      await signIn(page, 'admin');
      await openUser(page, 'staleme');
      await openUser(other.page, 'staleme');

      await page.getByRole('textbox', { name: 'Organization' }).fill('First Editor Inc.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('The user was saved.')).toBeVisible();

      const organization = other.page.getByRole('textbox', { name: 'Organization' });
      await organization.fill('Second Editor LLC');
      await other.page.getByRole('button', { name: 'Save changes' }).click();
      await expect(other.page.getByRole('alert').filter({ hasText: STALE_EDIT_MSG })).toBeVisible();
      await other.page.getByRole('button', { name: 'Reload the user' }).click();
      await expect(organization).toHaveValue('First Editor Inc.');
    } finally {
      await other.close();
    }
  });

  test("a user's audit trail shows a change made from the console, and Act as opens the admin login", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openUser(page, 'territory');
    await page.getByRole('button', { name: 'Send a reset link' }).click();
    await expect(page.getByText('A reset link is on its way to territory@example.com.')).toBeVisible();
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    await expect(
      page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'admin.user.reset_link_sent' }),
    ).not.toHaveCount(0);

    await page.getByRole('link', { name: 'Act as this user' }).click();
    await expect(page).toHaveURL(/\/admin\?userid=territory$/);
    await expect(page.getByRole('textbox', { name: 'MTI Username' })).toHaveValue('territory');
  });

  test('a member opening the console is refused, and so is an administrator acting as a user', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/admin/console');
    await expect(page.getByRole('alert')).toContainText(NOT_ADMINISTRATOR_MSG);
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an administrator acting as a user is offered to stop acting', async ({ page }) => {
    await page.goto('/admin?userid=member');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('textbox', { name: 'MTI Username' })).toHaveValue('member');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await expect(page).toHaveURL(/\/myapps$/);
    await page.goto('/admin/console');
    await expect(page.getByRole('alert')).toContainText(ACTING_AS_USER_MSG);
    await expect(page.getByRole('link', { name: 'Stop acting as this user' })).toBeVisible();
  });
});
