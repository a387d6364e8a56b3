// Signing in through the real pages: Login → the server's login/start → the built-in /signin page.
import { expect, type Page } from '@playwright/test';

/** Every seeded account's password (apps/server/src/seed/identity-users.ts, e2e-users.ts). */
export const DEMO_PASSWORD = 'MTInsight!2026';

/** Fills and submits the built-in sign-in page; the caller asserts where it lands. */
export async function submitSignIn(page: Page, userid: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/signin/);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(userid);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the Login route and waits until the launcher (or the given path) opens. */
export async function signIn(page: Page, userid: string, options: { password?: string; landsOn?: RegExp } = {}) {
  await page.goto('/login');
  await submitSignIn(page, userid, options.password);
  await expect(page).toHaveURL(options.landsOn ?? /\/myapps$/);
}
