// Issue 19: the administrator console's Exhibitor Passport section in Chromium, as the `admin` demo
// user: paid seats added to a sample exhibitor's subscription, a seat given on the passport screen
// (linked from the section), then reassigned in the console only with the reason "employee left";
// the Jobs section's failed jobs. Vanguard Lasers is a sample exhibitor no other spec touches.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const COMPANY = 'Vanguard Lasers';
const CYCLE = 'imts-2024';

async function openContract(page: Page) {
  await page.goto('/admin/console/passport');
  await page.getByRole('textbox', { name: 'Company or booth' }).fill(COMPANY);
  await page.getByRole('textbox', { name: 'Show cycle' }).fill(CYCLE);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Booth contracts' }).getByRole('row').filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  await row.click();
  return page.getByRole('dialog', { name: `${COMPANY}, ${CYCLE}` });
}

test.describe('administrator console: Exhibitor Passport', () => {
  test('adds a paid seat, and reassigns a seat only because the employee left', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console');
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Exhibitor Passport' })
      .click();
    await expect(page.getByRole('table', { name: 'Booth contracts' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    let contract = await openContract(page);
    await expect(contract.getByText(/0 paid\)/)).toBeVisible();
    await contract.getByRole('textbox', { name: 'Paid seats to add' }).fill('1');
    await contract.getByRole('button', { name: 'Add paid seats' }).click();
    await expect(contract.getByText('Reason cannot be blank!')).toBeVisible();
    await contract.getByRole('textbox', { name: 'Reason' }).fill('Invoice E2E-1');
    await contract.getByRole('button', { name: 'Add paid seats' }).click();
    await expect(contract.getByText(/1 paid\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // Free seats are given on the passport's own screen, linked from the section.
    await page.getByRole('link', { name: 'passport administration screen' }).click();
    // The seats are paged on the server (decision 102): the company is found by a search, not on page 1.
    await page.getByRole('textbox', { name: 'Search subscriptions' }).fill(COMPANY);
    await page.getByRole('form', { name: 'Search subscriptions' }).getByRole('button', { name: 'Search' }).click();
    const row = page
      .getByRole('table', { name: 'Passport subscriptions' })
      .getByRole('row')
      .filter({ hasText: COMPANY })
      .filter({ hasText: CYCLE });
    await row.getByRole('button', { name: /^Give a seat of/ }).click();
    const give = page.getByRole('dialog', { name: 'Give a seat' });
    await give.getByRole('textbox', { name: 'Site ID of the employee' }).fill('100810');
    await give.getByRole('textbox', { name: 'Reason' }).fill('New hire');
    await give.getByRole('button', { name: 'Save' }).click();
    await expect(give).toBeHidden();

    contract = await openContract(page);
    await expect(contract.getByText(/held by paidseatme/)).toBeVisible();
    await contract.getByRole('textbox', { name: 'New holder (username)' }).fill('paidseattoo');
    await contract.getByRole('button', { name: 'Reassign seat' }).click();
    await expect(
      contract.getByText('A seat is reassigned only when its holder has left the company', { exact: false }),
    ).toBeVisible();
    await contract.getByRole('form', { name: 'Reassign a seat' }).getByRole('textbox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'employee left' }).click();
    await contract.getByRole('button', { name: 'Reassign seat' }).click();
    await expect(page.getByText('The seat now belongs to paidseattoo.')).toBeVisible();
    await expect(contract.getByText(/held by paidseattoo/)).toBeVisible();
  });

  test('lists failed jobs', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/console/jobs');
    await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
