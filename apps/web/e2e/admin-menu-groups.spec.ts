// Issue 19, Catalogue › Menu groups (decision 084): as the `admin` demo user, a menu group renamed and
// moved first in the console shows so in a member's app menu at once (a second browser context);
// deleting a menu group that apps still name is refused with how many. The test puts the menu
// group back for the other specs (catalog.spec.ts reads the passport's menu, not this one).
import { menuGroupInUse } from '@mti/contracts/admin/console-catalogue-menu-groups';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

async function openMenuGroup(page: Page, name: string) {
  await page.goto('/admin/console/catalogue?tab=menu-groups');
  const table = page.getByRole('table', { name: 'Menu groups' });
  await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .click();
  return page.getByRole('form', { name: `Edit menu group ${name}` });
}

async function menuLabelsOfUsmto(member: Page) {
  await member.goto('/analytics/viewer/usmto-orders');
  await member
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /^USMTO/ })
    .click();
  return member.getByRole('menu').locator('.mantine-Menu-label');
}

test.describe('administrator console: menu groups', () => {
  test("a renamed menu group moved first shows so in a member's menu; one in use is not deleted", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    let form = await openMenuGroup(page, 'Tools');
    const place = await form.getByLabel('Place in the menu').inputValue();
    await form.getByLabel('Menu group name').fill('Sample Tools');
    await form.getByLabel('Place in the menu').fill('0');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save menu group' }).click();
    await expect(page.getByText('The menu group was saved.')).toBeVisible();

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    await expect(await menuLabelsOfUsmto(member)).toHaveText(['Sample Tools', 'Reports']);

    form = await openMenuGroup(page, 'Sample Tools');
    await form.getByRole('button', { name: 'Delete menu group' }).click();
    await expect(form.getByRole('alert')).toContainText(menuGroupInUse(1));

    // Put the menu group back for the other specs.
    await form.getByLabel('Menu group name').fill('Tools');
    await form.getByLabel('Place in the menu').fill(place);
    await form.getByRole('button', { name: 'Save menu group' }).click();
    await expect(page.getByText('The menu group was saved.')).toBeVisible();
    await expect(await menuLabelsOfUsmto(member)).toHaveText(['Reports', 'Tools']);
    await memberContext.close();
  });
});
