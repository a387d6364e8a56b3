// Issue 19's acceptance: "change a survey threshold and see the warning change". The administrator
// raises the shipments page's highest typical USD figure in Console › Configuration; the surveyor's
// figure that was warned about is no longer warned about on the next page load, and the warning
// names the new limit above it. The limit is put back at the end. This limit is chosen because no
// other spec reaches it (survey.spec.ts enters $2,500,000 and relies on the bookings limit).
import { formatReportingPeriod, reportingPeriodOf, shiftReportingPeriod } from '@mti/contracts/survey/reporting-period';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const pendingMonth = formatReportingPeriod(shiftReportingPeriod(reportingPeriodOf(new Date()), -2));
const USD_UPPER = 'Shipments, USD: highest typical';

/** Opens the shipments row of the console's thresholds list, saves the limit and closes the form. */
async function setUsdUpper(admin: Page, value: string) {
  await admin
    .getByRole('table', { name: 'Survey thresholds' })
    .getByRole('cell', { name: 'shipments', exact: true })
    .click();
  const form = admin.getByRole('form', { name: 'Survey thresholds of the shipments page' });
  await form.getByLabel(USD_UPPER).fill(value);
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(form.getByRole('status')).toHaveText(/The limits are saved/);
  await admin.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
}

/** The surveyor's pending month, opened afresh, with a shipments figure entered (not saved). */
async function enterShipments(surveyor: Page, usd: string) {
  await surveyor.goto('/surveyApp');
  await surveyor
    .getByRole('row')
    .filter({ hasText: pendingMonth })
    .getByRole('button', { name: `Continue ${pendingMonth}` })
    .click();
  const field = surveyor.getByRole('textbox', { name: 'Shipments (USD)', exact: true });
  await field.click();
  await field.fill(usd);
  await field.press('Tab');
}

test("a survey threshold changed in the console changes the surveyor's warning", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const surveyorContext = await browser.newContext();
  const surveyor = await surveyorContext.newPage();
  await signIn(surveyor, 'surveyor');
  await enterShipments(surveyor, '50000000');
  await expect(surveyor.getByTestId('threshold-warning')).toContainText(
    'Shipments (USD) is above the typical upper limit of $40,000,000.',
  );

  await signIn(page, 'admin');
  await page.goto('/admin/console/configuration');
  try {
    await setUsdUpper(page, '60000000');
    await enterShipments(surveyor, '50000000');
    await expect(surveyor.getByRole('textbox', { name: 'Shipments (USD)', exact: true })).toHaveValue('50,000,000');
    await expect(surveyor.getByTestId('threshold-warning')).toHaveCount(0);
    await enterShipments(surveyor, '70000000');
    await expect(surveyor.getByTestId('threshold-warning')).toContainText(
      'Shipments (USD) is above the typical upper limit of $60,000,000.',
    );
  } finally {
    await setUsdUpper(page, '40000000'); // the seeded limit, for the other specs
  }
  await surveyorContext.close();
});
