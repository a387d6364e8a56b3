// Decision 070: an administrator creates a prospect transaction in the console, the prospect opens
// the payment link from the mail (real SMTP), pays it with the test card, and the console shows it
// paid with its order. `allapps` holds the prospect role and has no saved card, so it pays with a
// new one; the amount is typed with a decimal comma. Decision 074: one cancelled before it is paid
// shows as cancelled in the console, and its link's page says it can no longer be paid.
import { TRANSACTION_CANCELLED } from '@mti/contracts/prospects/prospects-api';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { signIn } from './support/sign-in.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function createTransaction(page: Page, comment: string) {
  const form = page.getByRole('form', { name: 'New prospect transaction' });
  await form.getByRole('textbox', { name: "Prospect's username" }).fill('allapps');
  await form
    .getByRole('combobox', { name: 'Download' })
    .selectOption({ label: 'IMTS 2024 Leads — Additive Manufacturing' });
  await form.getByRole('textbox', { name: 'Amount (USD)' }).fill('123,45');
  await form.getByRole('textbox', { name: 'Comment (shown to the prospect)' }).fill(comment);
  await form.getByRole('button', { name: 'Create and send the payment link' }).click();
}

test.describe('administrator console: prospect transactions', () => {
  test('create one, pay it from the mailed link, see it paid in the console', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const comment = `Booth follow-up ${Date.now()}`;
    await signIn(page, 'admin');
    await page.goto('/admin/console/payments');
    await page.getByRole('link', { name: /Prospect transactions/ }).click();
    await expect(page.getByRole('heading', { name: 'Prospect transactions' })).toBeVisible();
    await createTransaction(page, comment);
    const row = page
      .getByRole('table', { name: 'Prospect transactions' })
      .getByRole('row')
      .filter({ hasText: 'allapps' });
    await expect(row.first()).toContainText('$123.45');
    await expectNoSeriousA11yViolations(page);

    // The prospect's mail, and its link.
    const mail = await waitForMail('allapps@example.com', /^Your MTI Portal order: IMTS 2024 Leads/, 60_000);
    expect(mail.text).toContain(comment);
    const link = new URL(linkIn(mail, '/prospects/'));

    const prospectContext = await browser.newContext();
    const prospect = await prospectContext.newPage();
    await signIn(prospect, 'allapps');
    await prospect.goto(link.pathname);
    await expect(prospect.getByRole('region', { name: 'Order Summary' })).toContainText('$123.45');
    const card: [string, string][] = [
      ['Credit Card Number', '5555 5555 5555 4444'],
      ['Security Code', '321'],
      ['Street', '40 Press Row'],
      ['City', 'Peoria'],
      ['Zip / Postal Code', '61602'],
    ];
    for (const [name, value] of card) await field(prospect, name).fill(value);
    await choice(prospect, 'Month').selectOption('06');
    await choice(prospect, 'Year').selectOption(String(new Date().getFullYear() + 3));
    await choice(prospect, 'State / Country').selectOption({ label: 'Illinois' });
    await prospect.getByRole('button', { name: 'Pay $123.45' }).click();
    await expect(prospect).toHaveURL(/\/analyzer\/viewer\/mtprospect-downloads$/);
    await prospect.goto(link.pathname);
    await expect(prospect.getByTestId('already-processed')).toBeVisible();
    await prospectContext.close();

    // The console shows it paid, linked to its order.
    const search = page.getByRole('textbox', { name: 'Username, download, comment or transaction id' });
    await search.fill(comment);
    await search.press('Enter');
    const paid = page
      .getByRole('table', { name: 'Prospect transactions' })
      .getByRole('link', { name: /Paid \(order \d+\)/ });
    await expect(paid).toBeVisible();
    await paid.click();
    await expect(page.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('cancel an unpaid one: the console says cancelled, its link\u2019s page says it can no longer be paid', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const comment = `Cancelled offer ${Date.now()}`;
    await signIn(page, 'admin');
    await page.goto('/admin/console/payments/prospect-transactions');
    await createTransaction(page, comment);
    // Its own mail (the first test's has the same subject): the newest one that names the comment.
    let link = '';
    await expect
      .poll(
        async () => {
          const mail = await waitForMail('allapps@example.com', /^Your MTI Portal order: IMTS 2024 Leads/, 60_000);
          link = mail.text.includes(comment) ? new URL(linkIn(mail, '/prospects/')).pathname : '';
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe('');

    const search = page.getByRole('textbox', { name: 'Username, download, comment or transaction id' });
    await search.fill(comment);
    await search.press('Enter');
    const table = page.getByRole('table', { name: 'Prospect transactions' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: 'Cancel the transaction of allapps' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this prospect transaction' });
    await expect(dialog).toContainText(
      "Cancel allapps's transaction for IMTS 2024 Leads — Additive Manufacturing ($123.45)?",
    );
    await dialog.getByRole('button', { name: 'Cancel the transaction' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').nth(1)).toContainText('Cancelled');
    await expect(table.getByRole('button', { name: 'Cancel the transaction of allapps' })).toHaveCount(0);

    const prospectContext = await browser.newContext();
    const prospect = await prospectContext.newPage();
    await signIn(prospect, 'allapps');
    await prospect.goto(link);
    await expect(prospect.getByTestId('order-cancelled')).toHaveText(TRANSACTION_CANCELLED);
    await expect(prospect.getByRole('region', { name: 'Billing Details' })).toHaveCount(0);
    await prospectContext.close();
  });
});
