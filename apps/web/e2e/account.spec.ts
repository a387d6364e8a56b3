// Issue 7, My Account side: every state of myaccount (active, lapsed, never subscribed), adding a
// card (each message after a submit attempt, no past years, a decline), and replacing a card.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const CARD_MESSAGES = [
  'First Name is required',
  'Last Name is required',
  'Street is required',
  'City is required',
  'State / Country is required',
  'Zip / Postal Code is required',
  'Email is required',
  'Credit Card Number is required',
  'Security Code is required',
  'Month is required',
  'Year is required',
];

const section = (page: Page, name: string) => page.getByRole('region', { name });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function openMyAccount(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

async function fillCard(page: Page, card: { number: string; code: string; month: string; year: string }) {
  await field(page, 'Credit Card Number').fill(card.number);
  await choice(page, 'Month').selectOption(card.month);
  await choice(page, 'Year').selectOption(card.year);
  await field(page, 'Security Code').fill(card.code);
}

test.describe('My Account', () => {
  test('shows a member the active subscription, the Visa on file and the orders of the past 12 months', async ({
    page,
  }) => {
    await signIn(page, 'member');
    await openMyAccount(page, 'Dana Whitaker');

    const info = section(page, 'Information/Security');
    await expect(info.getByTestId('subscription-status')).toContainText('Your subscription is active.');
    await expect(info.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/changepassword');

    const payment = section(page, 'Payment Method/Billing Address');
    await expect(payment.getByText('Visa ending in 1111')).toBeVisible();
    await expect(payment.getByRole('img', { name: 'Visa' })).toHaveCount(0); // the logo is decorative beside its name
    await expect(payment.getByTestId('card-expiry')).toHaveText('Expires 07/2030');
    await expect(payment.getByTestId('billing-address')).toContainText('4120 Spindle Row');
    await expect(payment.getByTestId('billing-address')).toContainText('Dayton, OH 45402');
    await expect(payment.getByRole('link', { name: 'Update Payment Method' })).toBeVisible();

    const orders = section(page, 'Orders (past 12 months)').getByRole('table');
    await expect(orders.getByRole('columnheader')).toHaveText(['Date', 'Total', 'Summary', 'Order #']);
    const rows = orders.getByRole('row');
    await expect(rows).toHaveCount(5); // the header and four orders; the two older ones are left out
    await expect(rows.nth(1)).toContainText('$1,495.00');
    await expect(rows.nth(1)).toContainText('USMTO annual subscription');
    await expect(rows.nth(1)).toContainText('1001');
    await expect(orders).not.toContainText('1005');
    await expect(orders.locator('strong').first()).toHaveText('USMTO');
    await expectNoSeriousA11yViolations(page);
  });

  test('tells a lapsed member when the subscription ended, and shows the expired card as expired', async ({ page }) => {
    await signIn(page, 'lapsed');
    await page.goto('/myaccount');
    await expect(section(page, 'Information/Security').getByTestId('subscription-status')).toContainText(
      'Your subscription expired on June 30, 2024.',
    );
    const payment = section(page, 'Payment Method/Billing Address');
    await expect(payment.getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(payment.getByTestId('card-expiry')).toContainText('Expired 03/2024');
    await expect(section(page, 'Orders (past 12 months)')).toContainText('No orders.');
    await expectNoSeriousA11yViolations(page);
  });

  test('asks a user without a subscription to call to activate, and offers to add a card', async ({ page }) => {
    await signIn(page, 'guest');
    await page.goto('/myaccount');
    const status = section(page, 'Information/Security').getByTestId('subscription-status');
    await expect(status).toContainText('Your subscription is not active.');
    await expect(status).toContainText('To activate it, call (703) 555-0142 (Mon-Fri 8am-5pm EST).');
    const payment = section(page, 'Payment Method/Billing Address');
    await expect(payment).toContainText('No payment method on file.');
    await expect(payment.getByRole('link', { name: 'Add Payment Method' })).toHaveAttribute('href', '/payment/add');
    await expect(section(page, 'Orders (past 12 months)')).toContainText('No orders.');
  });
});

test.describe('payment methods', () => {
  test('adds a card: messages only after a submit attempt, no past years, a decline, then success', async ({
    page,
  }) => {
    await signIn(page, 'cardadder');
    await page.goto('/myaccount');
    await section(page, 'Payment Method/Billing Address').getByRole('link', { name: 'Add Payment Method' }).click();
    await expect(page).toHaveURL(/\/payment\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Payment Method' })).toBeVisible();
    await expect(page.getByText('[* All Fields are Required]')).toBeVisible();
    // Pre-filled from the user's details.
    await expect(field(page, 'First Name')).toHaveValue('Casey');
    await expect(field(page, 'Last Name')).toHaveValue('Adler');
    await expect(field(page, 'Email')).toHaveValue('cardadder@example.com');
    for (const message of CARD_MESSAGES) await expect(page.getByText(message)).toHaveCount(0);

    const year = new Date().getFullYear();
    const years = await choice(page, 'Year').locator('option').allTextContents();
    expect(years).toEqual(['YYYY', ...Array.from({ length: 11 }, (_, i) => String(year + i))]);
    expect(years).not.toContain(String(year - 1));
    const months = await choice(page, 'Month').locator('option').allTextContents();
    expect(months.slice(1)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);

    await field(page, 'First Name').fill('');
    await field(page, 'Last Name').fill('');
    await field(page, 'Email').fill('');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    for (const message of CARD_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await field(page, 'Email').fill('casey@example');
    await expect(page.getByText('Please provide a valid email address')).toBeVisible();

    // The security-code popover shows where the code is on a Visa and on an Amex card.
    await page.getByRole('button', { name: 'Where is the security code?' }).click();
    await expect(page.getByRole('img', { name: /Back of a Visa card/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Front of an American Express card/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await field(page, 'First Name').fill('Casey');
    await field(page, 'Last Name').fill('Adler');
    await field(page, 'Email').fill('casey.adler@example.com');
    await fillCard(page, { number: '4000 0000 0000 0002', code: '123', month: '09', year: String(year + 2) });
    await field(page, 'Street').fill('12 Anvil Way');
    await field(page, 'City').fill('Toledo');
    await choice(page, 'State / Country').selectOption({ label: 'Ohio' });
    await field(page, 'Zip / Postal Code').fill('43604');
    await expect(page.getByRole('img', { name: 'Visa' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error :' })).toHaveText(
      'Error : Your card was declined. Please use a different card or contact your bank.',
    );
    await expect(page).toHaveURL(/\/payment\/add$/);

    await field(page, 'Credit Card Number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(page.getByText('Your payment method has been saved.')).toBeVisible();
    const payment = section(page, 'Payment Method/Billing Address');
    await expect(payment.getByText('Visa ending in 4242')).toBeVisible();
    await expect(payment.getByTestId('card-expiry')).toHaveText(`Expires 09/${year + 2}`);
    await expect(payment.getByTestId('billing-address')).toContainText('Toledo, OH 43604');
  });

  test('replaces the card on file, keeping the billing address', async ({ page }) => {
    await signIn(page, 'cardupdater');
    await page.goto('/myaccount');
    await expect(section(page, 'Payment Method/Billing Address').getByText('Visa ending in 1111')).toBeVisible();
    await section(page, 'Payment Method/Billing Address').getByRole('link', { name: 'Update Payment Method' }).click();
    await expect(page).toHaveURL(/\/payment\/update$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Payment Method' })).toBeVisible();
    await expect(field(page, 'Street')).toHaveValue('5 Gear Street');
    await expect(choice(page, 'State / Country')).toHaveValue('WI');
    await expectNoSeriousA11yViolations(page);

    const year = new Date().getFullYear();
    await fillCard(page, { number: '3782 822463 10005', code: '1234', month: '02', year: String(year + 4) });
    await expect(page.getByRole('img', { name: 'American Express' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
    const payment = section(page, 'Payment Method/Billing Address');
    await expect(payment.getByText('American Express ending in 0005')).toBeVisible();
    await expect(payment.getByTestId('card-expiry')).toHaveText(`Expires 02/${year + 4}`);
    await expect(payment.getByTestId('billing-address')).toContainText('5 Gear Street');
  });
});
