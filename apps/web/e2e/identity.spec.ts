// Issue 4, sign-in side: the built-in sign-in page, the guard, lockout, account recovery by
// e-mail, password change, the terms modal, admin act-as, logout and the missing-id path.
import { COMMON_PASSWORD } from '@mti/contracts/identity/common-passwords';
import { LOGIN_FAILED, RESET_LINK_EXPIRED } from '@mti/contracts/identity/identity-api';
import {
  CONFIRM_PASSWORD_BLANK,
  NEW_PASSWORD_BLANK,
  PASSWORD_COMPLEXITY,
  PASSWORD_MISMATCH,
} from '@mti/contracts/identity/password-policy';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { DEMO_PASSWORD, signIn, submitSignIn } from './support/sign-in.ts';

const NEW_PASSWORD = 'Granite#Mill42';

async function fillNewPassword(page: Page, newPassword: string, confirm = newPassword) {
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

function userMenu(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
}

async function logOut(page: Page, name: string) {
  await userMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('sign-in', () => {
  test('Login leads to the built-in sign-in page and then to My MTApps', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    await expect(page.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/forgotusername');
    await expectNoSeriousA11yViolations(page);
    await submitSignIn(page, 'member');
    await expect(page).toHaveURL(/\/myapps$/);
    await expect(page.getByRole('heading', { name: 'My MTApps' })).toBeVisible();
    await expect(userMenu(page, 'Dana Whitaker')).toBeVisible();
    // A reload keeps the session: the page renews its in-memory token from the session cookie.
    await page.reload();
    await expect(userMenu(page, 'Dana Whitaker')).toBeVisible();
    await expect(page.getByTestId('app-card').first()).toBeVisible();
  });

  test('the guard remembers the requested URL through the sign-in', async ({ page }) => {
    await page.goto('/changepassword');
    await submitSignIn(page, 'member');
    await expect(page).toHaveURL(/\/changepassword$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  test('a wrong password gets the generic message and no session', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'member', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/myapps');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('five failures lock the account, which then gets the same message even with the right password', async ({
    page,
  }) => {
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitSignIn(page, 'lockme', `wrong-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    }
    await submitSignIn(page, 'lockme', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a profile still provisioning lands on missing-id', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, 'pending');
    await expect(page).toHaveURL(/\/missing-id$/);
    await expect(page.getByTestId('status-message')).toHaveText(
      'Your login is currently being processed, please try back in a few minutes! If the issue persists, please contact administrator at support@mti-portal.example.',
    );
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('account recovery', () => {
  test('forgot password: the e-mailed link resets the password and signs the user in', async ({ page }) => {
    await page.goto('/forgotpassword');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('resetme@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If the e-mail does not arrive within 60 minutes/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);

    const mail = await waitForMail('resetme@example.com', /Reset your MTI Portal password/);
    await page.goto(linkIn(mail, '/resetpassword/'));
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await fillNewPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/myapps$/);
    await expect(userMenu(page, 'Rhea Tester')).toBeVisible();

    await logOut(page, 'Rhea Tester');
    await signIn(page, 'resetme', { password: NEW_PASSWORD });
  });

  test('a reset link works once; used again it shows the expired message', async ({ page }) => {
    await page.goto('/forgotpassword');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('reuseme@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const link = linkIn(await waitForMail('reuseme@example.com', /Reset your MTI Portal password/), '/resetpassword/');
    await page.goto(link);
    await fillNewPassword(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/myapps$/);
    await logOut(page, 'Ruben Tester');

    await page.goto(link);
    await expect(page.getByText(RESET_LINK_EXPIRED)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
  });

  test('a reset link the server never issued shows the expired message with a way to ask again', async ({ page }) => {
    await page.goto('/resetpassword/Zm9yZ2VkLXRva2VuLXRoYXQtd2FzLW5ldmVyLWlzc3VlZA');
    await expect(page.getByText(RESET_LINK_EXPIRED)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });

  test('forgot username e-mails the username', async ({ page }) => {
    await page.goto('/forgotusername');
    await expect(page.getByRole('heading', { name: 'Forgot Username?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('member@example');
    await page.getByRole('button', { name: 'Send my username' }).click();
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('member@example.com');
    await page.getByRole('button', { name: 'Send my username' }).click();
    await expect(page.getByText(/we have sent your username to it/)).toBeVisible();
    const mail = await waitForMail('member@example.com', /Your MTI Portal username/);
    expect(mail.text).toMatch(/^\s+member$/m);
  });

  test('a signed-in visitor of forgotpassword and forgotusername is sent to myapps', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/forgotpassword');
    await expect(page).toHaveURL(/\/myapps$/);
    await page.goto('/forgotusername');
    await expect(page).toHaveURL(/\/myapps$/);
  });
});

test.describe('change password', () => {
  test('shows each policy message and the mismatch message, then changes the password', async ({ page }) => {
    await signIn(page, 'passwordme');
    await page.goto('/changepassword');
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const newPassword = page.getByRole('textbox', { name: 'New Password', exact: true });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(NEW_PASSWORD_BLANK)).toBeVisible();
    await expect(page.getByText(CONFIRM_PASSWORD_BLANK)).toBeVisible();

    for (const weak of ['Ab1!xy', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1!*']) {
      await fillNewPassword(page, weak);
      await expect(newPassword).toHaveAccessibleDescription(PASSWORD_COMPLEXITY);
    }
    await fillNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(page.getByRole('textbox', { name: 'Confirm Password', exact: true })).toHaveAccessibleDescription(
      PASSWORD_MISMATCH.replace(/\s+/g, ' '),
    );
    await fillNewPassword(page, 'Password1!');
    await expect(newPassword).toHaveAccessibleDescription(COMMON_PASSWORD);

    await fillNewPassword(page, NEW_PASSWORD);
    await expect(page.getByText('Your password has been changed successfully.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(userMenu(page, 'Pavel Tester')).toBeVisible();
    await waitForMail('passwordme@example.com', /Your MTI Portal password was changed/);

    await logOut(page, 'Pavel Tester');
    await page.goto('/login');
    await submitSignIn(page, 'passwordme', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    await submitSignIn(page, 'passwordme', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/myapps$/);
  });
});

test.describe('terms of use after sign-in', () => {
  test('Cancel logs the user out', async ({ page }) => {
    await signIn(page, 'newcomer');
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Terms of Use' })).toContainText('Acceptance and eligibility');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/myapps');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('Accept records the acceptance and reloads; the modal does not come back', async ({ page }) => {
    await signIn(page, 'termsme');
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My MTApps' })).toBeVisible();
    await logOut(page, 'Theo Tester');
    await signIn(page, 'termsme');
    await expect(page.getByTestId('app-card').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Terms of Use' })).toHaveCount(0);
  });
});

test.describe('admin login', () => {
  test('an administrator acts as member, and the header says so', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign in as user' }).click();
    await expect(page.getByText('Username cannot be blank!', { exact: true })).toBeVisible();
    await expect(page.getByText('MTI Username cannot be blank!')).toBeVisible();

    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('textbox', { name: 'MTI Username', exact: true }).fill('member');
    await page.getByRole('button', { name: 'Sign in as user' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in as user' }).click();
    await expect(page).toHaveURL(/\/myapps$/);
    await expect(userMenu(page, 'Dana Whitaker')).toBeVisible();
    await expect(page.getByTestId('acting-admin').first()).toContainText('Administrator admin acting as this user');
  });
});

test.describe('logout', () => {
  test('logs out through the logout callback, and the ended session cannot be renewed', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await signIn(page, 'member');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'mti_session');
    const login = cookies.find((c) => c.name === 'mti_login');
    expect(session?.httpOnly).toBe(true);
    const siteId = JSON.parse(decodeURIComponent(login?.value ?? '{}')).name_id as string;

    await logOut(page, 'Dana Whitaker');
    expect((await context.cookies()).find((c) => c.name === 'mti_session')).toBeUndefined();
    await page.goto('/myapps');
    await expect(page).toHaveURL(/\/signin/);

    // A copy of the old session cookie, presented again, gets no new token.
    const stranger = await playwright.request.newContext({ baseURL });
    const renewal = await stranger.get(`/api/mti/token/${siteId}`, {
      headers: { Cookie: `mti_session=${session?.value}` },
    });
    expect(renewal.status()).toBe(401);
    expect((await renewal.json()).code).toBe('c0001');
    await stranger.dispose();
  });
});
