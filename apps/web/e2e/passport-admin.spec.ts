// Issue 14: the administrator's passport screen in Chromium — seats per company (extra seats with a
// reason) and forgotten requests (recorded after confirming, then listed without the address on the
// console's screen it links to); an exhibitor opening it is told it is for administrators only.
import { NO_FREE_SEAT, REASON_REQUIRED } from '@mti/contracts/passport/passport-api';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test.describe('IMTS Exhibitor Passport administration', () => {
  test('records extra seats only with a reason, and a forgotten request that then shows in the list', async ({
    page,
  }) => {
    // Several screens and two users on a shared, loaded machine.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/passport/admin');
    const subscriptions = page.getByRole('table', { name: 'Passport subscriptions' });
    // Paged on the server (decision 102): the company is found by the search, not on the first page.
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Search subscriptions' });
    await search.fill('Summit Gear');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=Summit\+Gear/);
    const row = subscriptions
      .getByRole('row')
      .filter({ hasText: 'Summit Gear & Automation' })
      .filter({ hasText: 'imts-2026' });
    await expect(row).toHaveCount(1);
    const extraBefore = Number(await row.getByRole('cell').nth(3).innerText());

    await row.getByRole('button', { name: /^Record extra seats for/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record extra seats' });
    await dialog.getByRole('textbox', { name: 'Extra seats' }).fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Order 2026-118');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(extraBefore + 2));

    // Regional apps have one seat, held: giving another needs extra seats first (the server says so).
    await search.fill('Bayou Fabrication');
    await search.press('Enter');
    const bayou = subscriptions
      .getByRole('row')
      .filter({ hasText: 'Bayou Fabrication' })
      .filter({ hasText: 'south-2026' });
    await bayou.getByRole('button', { name: /^Give a seat of/ }).click();
    const give = page.getByRole('dialog', { name: 'Give a seat' });
    await give.getByRole('textbox', { name: 'Site ID of the employee' }).fill('100101');
    await give.getByRole('textbox', { name: 'Reason' }).fill('New hire');
    await give.getByRole('button', { name: 'Save' }).click();
    await expect(give.getByRole('alert')).toHaveText(NO_FREE_SEAT);
    await give.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Forgotten requests' }).click();
    const reason = `Request ${Date.now()}`;
    await page.getByRole('textbox', { name: 'E-mail of the person' }).fill('nobody-here@example.com');
    await page.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
    await page.getByRole('button', { name: 'Forget this person' }).click();
    await page.getByRole('dialog', { name: 'Forget this person?' }).getByRole('button', { name: 'Forget' }).click();
    await expect(page.getByText('Forgotten: 0 contact records removed.')).toBeVisible();
    // The requests are listed once, paged, in the console (decision 099): the screen links there.
    await page.getByRole('link', { name: 'Forgotten-contact requests', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/console\/passport\/forgotten$/);
    const requests = page.getByRole('table', { name: 'Forgotten requests' });
    await expect(requests.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
    await expect(requests).not.toContainText('nobody-here@example.com');
  });

  test('an exhibitor is told the screen is for administrators', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    await page.goto('/passport/admin');
    await expect(page.getByRole('alert')).toHaveText(
      'Only portal administrators may open the passport administration.',
    );
    await expect(page.getByRole('table', { name: 'Passport subscriptions' })).toHaveCount(0);
  });
});
