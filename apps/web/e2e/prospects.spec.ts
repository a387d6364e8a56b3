// Issue 7, prospect side: the order page, buying with the saved card and with a new card, declined
// cards (the 'Error : {msg}' banner), an already processed transaction, and another user's order.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

/** The seeded transactions (apps/server/src/seed/account-users.ts, docs/payments.md). */
const TUID = {
  prospectPending: '5e7a1c20-7d4b-4f3a-9c61-000000000701',
  prospectProcessed: '5e7a1c20-7d4b-4f3a-9c61-000000000702',
  buyer1: '5e7a1c20-7d4b-4f3a-9c61-000000000703',
  buyer2: '5e7a1c20-7d4b-4f3a-9c61-000000000704',
  buyer3: '5e7a1c20-7d4b-4f3a-9c61-000000000705',
};
const HEADING = 'Your Prospect Download History Order';
const VIEWER = /\/analyzer\/viewer\/mtprospect-downloads$/;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const billing = (page: Page) => page.getByRole('region', { name: 'Billing Details' });
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Error :' });
const downloadsTable = (page: Page) => page.getByRole('table', { name: 'Your downloads' });
const SAMPLE_DATA_LINE =
  '# Sample data: fictitious contacts generated for the MTI Portal demo; no real people or companies.';

/** Presses a row's Download button and gives the saved file's name and lines. */
async function downloadFile(page: Page, title: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloadsTable(page)
      .getByRole('button', { name: `Download ${title}` })
      .click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), lines: (await readFile(file, 'utf8')).split('\r\n') };
}

async function fillNewCard(page: Page, number: string) {
  const year = String(new Date().getFullYear() + 3);
  await field(page, 'Credit Card Number').fill(number);
  await choice(page, 'Month').selectOption('06');
  await choice(page, 'Year').selectOption(year);
  await field(page, 'Security Code').fill('321');
  await field(page, 'Street').fill('40 Press Row');
  await field(page, 'City').fill('Peoria');
  await choice(page, 'State / Country').selectOption({ label: 'Illinois' });
  await field(page, 'Zip / Postal Code').fill('61602');
}

test.describe('prospect order page', () => {
  test('needs a sign-in, then shows the order: billing details, order summary and the total', async ({ page }) => {
    await page.goto(`/prospects/${TUID.prospectPending}`);
    await submitSignIn(page, 'prospect');
    await expect(page).toHaveURL(new RegExp(`/prospects/${TUID.prospectPending}$`));
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText('IMTS 2026 Registrants — Metal Cutting, Great Lakes');
    await expect(summary.getByTestId('order-total')).toHaveText('Your Order Total$495.00');
    await expect(billing(page).getByText('Visa ending in 4242')).toBeVisible();
    await expect(billing(page).getByRole('button', { name: 'Pay $495.00 with this card' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("says 'Transaction already processed' for a paid order", async ({ page }) => {
    await signIn(page, 'prospect');
    await page.goto(`/prospects/${TUID.prospectProcessed}`);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByTestId('already-processed')).toContainText('Transaction already processed');
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open my download history' })).toHaveAttribute(
      'href',
      '/analyzer/viewer/mtprospect-downloads',
    );
  });

  test("shows another user's order as an error, with nothing to pay", async ({ page }) => {
    await signIn(page, 'member');
    await page.goto(`/prospects/${TUID.prospectPending}`);
    await expect(banner(page)).toHaveText('Error : You do not have permission to access this page.');
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  });
});

test.describe('prospect download history', () => {
  test('needs a sign-in, then lists the bought download (not the pending one) and downloads it', async ({ page }) => {
    await page.goto('/analyzer/viewer/mtprospect-downloads');
    await submitSignIn(page, 'prospect');
    await expect(page).toHaveURL(VIEWER);
    await expect(page.getByRole('heading', { level: 1, name: 'Your downloads' })).toBeVisible();
    const rows = downloadsTable(page).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('IMTS 2024 Leads — Additive Manufacturing');
    await expect(rows.nth(1)).toContainText('1101');
    await expect(downloadsTable(page)).not.toContainText('Metal Cutting, Great Lakes');
    await expectNoSeriousA11yViolations(page);
    const file = await downloadFile(page, 'IMTS 2024 Leads — Additive Manufacturing');
    expect(file.name).toBe('imts-2024-leads-additive-sample.csv');
    expect(file.lines[0]).toBe(SAMPLE_DATA_LINE);
  });

  test('explains how purchases appear to a user who bought nothing', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/analyzer/viewer/mtprospect-downloads');
    await expect(page.getByText('You have not bought any downloads yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);
  });
});

test.describe('prospect purchases', () => {
  test('buys with the saved card, lands on the download history, and the order is paid once', async ({ page }) => {
    await signIn(page, 'buyer1');
    await page.goto(`/prospects/${TUID.buyer1}`);
    await expect(billing(page).getByText('Mastercard ending in 5100')).toBeVisible();
    await billing(page).getByRole('button', { name: 'Pay $395.00 with this card' }).click();
    await expect(page).toHaveURL(VIEWER);
    const thanks = page.getByText(/Thank you\. Your payment was received \(order #\d+\)/);
    await expect(thanks).toBeVisible();
    const orderId = (await thanks.textContent())?.match(/order #(\d+)/)?.[1] ?? '';

    // The download history lists the download just bought, and its file downloads.
    await expect(page.getByRole('heading', { level: 1, name: 'Your downloads' })).toBeVisible();
    const rows = downloadsTable(page).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('IMTS 2026 Registrants — Fabricating, Southeast');
    await expect(rows.nth(1)).toContainText(orderId);
    const file = await downloadFile(page, 'IMTS 2026 Registrants — Fabricating, Southeast');
    expect(file.name).toBe('imts-2026-registrants-fabricating-southeast-sample.csv');
    expect(file.lines[0]).toBe(SAMPLE_DATA_LINE);
    expect(file.lines[1]).toBe(
      'contact_id,first_name,last_name,job_title,company,state,email,segment,source,email_opt_in',
    );
    expect(file.lines.filter((line) => /^C\d{5},/.test(line))).toHaveLength(980);

    await page.goto(`/prospects/${TUID.buyer1}`);
    await expect(page.getByTestId('already-processed')).toContainText('Transaction already processed');
    await page.goto('/myaccount');
    const orders = page.getByRole('region', { name: 'Orders (past 12 months)' }).getByRole('table');
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(orders).toContainText('$395.00');
    await expect(orders).toContainText('IMTS 2026 Registrants — Fabricating, Southeast');
  });

  test('buys with a new card when none is saved', async ({ page }) => {
    await signIn(page, 'buyer2');
    await page.goto(`/prospects/${TUID.buyer2}`);
    await expect(billing(page).getByRole('button', { name: 'Use my saved card' })).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue('Bea');
    await expect(field(page, 'Email')).toHaveValue('buyer2@example.com');
    await page.getByRole('button', { name: 'Pay $445.00' }).click();
    await expect(page.getByText('Credit Card Number is required', { exact: true })).toBeVisible();
    await expect(page.getByText('[* All Fields are Required]')).toBeVisible();

    await fillNewCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Pay $445.00' }).click();
    await expect(page).toHaveURL(VIEWER);
    await page.goto(`/prospects/${TUID.buyer2}`);
    await expect(page.getByTestId('already-processed')).toBeVisible();
  });

  test("shows declines as 'Error : {msg}' — the saved card, then a declined new card — and charges nothing", async ({
    page,
  }) => {
    await signIn(page, 'buyer3');
    await page.goto(`/prospects/${TUID.buyer3}`);
    await billing(page).getByRole('button', { name: 'Pay $345.00 with this card' }).click();
    await expect(banner(page)).toHaveText('Error : Your card has insufficient funds. Please use a different card.');
    await expect(page).toHaveURL(new RegExp(`/prospects/${TUID.buyer3}$`));

    await billing(page).getByRole('button', { name: 'Use a different card' }).click();
    await expect(banner(page)).toHaveCount(0);
    await fillNewCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $345.00' }).click();
    await expect(banner(page)).toHaveText(
      'Error : Your card was declined. Please use a different card or contact your bank.',
    );

    // Still payable: nothing was charged.
    await page.reload();
    await expect(billing(page).getByRole('button', { name: 'Pay $345.00 with this card' })).toBeVisible();
  });
});
