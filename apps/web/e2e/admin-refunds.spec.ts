// Decision 063: an administrator refunds part of a sample order in the console (its detail shows
// the card as brand and last four, the gateway charge and the refund), and the buyer sees the
// refund in My Account. Order 1101 is the sample sale of the `prospect` demo user, charged at the
// built-in test gateway by the seed; the refund's amount is typed with a decimal comma.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test.describe('administrator console: refunds', () => {
  test('refunds part of an order and the buyer sees it in My Account', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/payments');
    await page.getByRole('textbox', { name: 'Username, description or order number' }).fill('1101');
    await page.getByRole('textbox', { name: 'Username, description or order number' }).press('Enter');
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: '1101', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Order 1101' })).toBeVisible();
    await expect(page.getByText('Card: visa ending 4242')).toBeVisible();
    await expect(page.getByText(/Gateway charge: A1101SEED/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const amount = page.getByRole('textbox', { name: 'Amount to refund (USD)' });
    await amount.fill('10000');
    await amount.press('Tab');
    await expect(page.getByText(/The refund cannot be more than what is left to refund on this order/)).toBeVisible();
    await amount.fill('12,50');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: '$12.50' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit trail of the order' })).toContainText('admin.order.refund');
    await expectNoSeriousA11yViolations(page);

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await signIn(buyer, 'prospect');
    await buyer.goto('/myaccount');
    const row = buyer
      .getByRole('region', { name: 'Orders (past 12 months)' })
      .getByRole('row')
      .filter({ hasText: '1101' });
    await expect(row).toContainText(/Refunded \$\d+\.\d\d/);
    await buyerContext.close();
  });
});
