// Issue 4, the catalog feature (the launcher): My MTApps for each kind of user, maintenance, app
// terms, and the header's app dropdown.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const DECOMMISSION =
  /Economic Trends and Advanced Workholding Technology (will be decommissioned on|passed their decommission date of) December 31, 2025\./;

test.describe('My MTApps', () => {
  test("shows a member's apps grouped and ordered, with the decommission notice", async ({ page }) => {
    await signIn(page, 'member');
    await expect(page.getByText(DECOMMISSION)).toBeVisible();
    const groups = page.getByRole('region');
    await expect(groups.getByRole('heading', { level: 2 })).toHaveText([
      'Market Intelligence',
      'Industry Trends',
      'Exhibitor Tools',
      'Member Programs',
    ]);
    const marketIntelligence = page.getByRole('region', { name: 'Market Intelligence' });
    await expect(marketIntelligence.getByTestId('app-card')).toHaveCount(4);
    await expect(marketIntelligence.getByTestId('app-card').first()).toContainText('USMTO');
    // Retired apps (status 0) are not listed.
    await expect(page.getByText('USMTO Classic Reports')).toHaveCount(0);
    await expect(page.getByTestId('no-subscription')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('opens an app at its viewer route, and an external one in a new window', async ({ page }) => {
    await signIn(page, 'member');
    const resources = page.getByRole('link', { name: /IMTS Exhibitor Resources/ });
    await expect(resources).toHaveAttribute('href', 'https://www.imts.com/');
    await expect(resources).toHaveAttribute('target', '_blank');
    await expect(resources).toHaveAttribute('rel', /noopener/);
    await page.getByRole('link', { name: /USMTO in Advance/ }).click();
    await expect(page).toHaveURL(/\/contributions\/usmto-advance$/);
    await expect(page.getByRole('heading', { name: 'USMTO in Advance', level: 1 })).toBeVisible();
  });

  test('shows the maintenance text instead of the link while the window is open', async ({ page }) => {
    await signIn(page, 'member');
    await expect(
      page.getByText('Survey Archive is moving to the new data platform and will be back shortly.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Survey Archive/ })).toHaveCount(0);
  });

  test("asks for an app's own terms, records the acceptance and opens the app", async ({ page }) => {
    await signIn(page, 'apptermsme');
    await page.getByRole('button', { name: /Economic Trends/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Economic Trends: terms of use' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/myapps$/);

    await page.getByRole('button', { name: /Economic Trends/ }).click();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/tableau\/viewer\/econ-trends\?detailId=5203$/);
    await page.goto('/myapps');
    await expect(page.getByRole('link', { name: /Economic Trends/ })).toBeVisible();
  });

  test('tells a lapsed member there is no subscription, asks to refresh, and gives the support line', async ({
    page,
  }) => {
    await signIn(page, 'lapsed');
    const notice = page.getByTestId('no-subscription');
    await expect(notice).toContainText('You do not have an active subscription');
    await expect(notice).toContainText('please refresh this page to see them');
    await expect(notice).toContainText('(703) 555-0142 (Mon-Fri 8am-5pm EST)');
  });

  test('gives a non-member without a subscription only the phone line', async ({ page }) => {
    await signIn(page, 'guest');
    const notice = page.getByTestId('no-subscription');
    await expect(notice).toContainText('You do not have an active subscription');
    await expect(notice).toContainText('(703) 555-0142 (Mon-Fri 8am-5pm EST)');
    await expect(notice).not.toContainText('refresh');
  });
});

test.describe('the header app dropdown', () => {
  test("lists the role's menu groups on a viewer route", async ({ page }) => {
    await signIn(page, 'member');
    // Opened from the launcher (a client-side navigation to the passport's own route, issue 14).
    await page.getByRole('link', { name: 'IMTS Exhibitor Passport' }).click();
    await expect(page).toHaveURL(/\/passport\/overview$/);
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('button', { name: 'IMTS Exhibitor Passport' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['IMTS Passport', 'E-mail Campaigns', 'IMTS.com']);
    await menu.getByRole('menuitem', { name: 'E-mail Campaigns' }).click();
    await expect(page).toHaveURL(/\/passport\/campaigns$/);
  });
});
