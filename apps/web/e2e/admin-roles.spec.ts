// Issue 19 (decision 061): an administrator gives a demo user a role from the console, and that
// user's launcher shows the role's app card at once; the roles screen passes axe.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const AWT_CARD = /Advanced Workholding Technology/;

test('an administrator gives a user the awt role and the user sees its launcher card', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const member = await browser.newPage();
  await signIn(member, 'rolesme');
  await expect(member.getByRole('link', { name: AWT_CARD })).toHaveCount(0);

  await signIn(page, 'admin');
  await page.goto('/admin/console/users/100883');
  await expect(page.getByText(/^rolesme · site id 100883/)).toBeVisible();
  await page.getByRole('tab', { name: 'Roles and company' }).click();
  const roles = page.getByRole('form', { name: 'Roles' });
  await expect(roles.getByRole('checkbox', { name: /^usmto$/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await roles.getByRole('checkbox', { name: /^awt/ }).check();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText(/roles: awt, usmto/)).toBeVisible();

  await member.reload();
  await expect(member.getByRole('link', { name: AWT_CARD })).toBeVisible();
  await member.close();
});
