// Issue 8: the monthly benchmarking survey — the surveys list in every state, the full entry flow
// (start, three pages, every blocking message, a warning, submit, success, view, edit), the
// benchmark, the error pages, and the administrator's screen.
import { formatReportingPeriod, reportingPeriodOf, shiftReportingPeriod } from '@mti/contracts/survey/reporting-period';
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const labels = SURVEY_LABEL_DEFAULTS.productData;
const message = (key: string) => labels[key] as string;
// The seed (apps/server/src/seed/survey-demo.ts) works back from the month the server started in.
const latest = shiftReportingPeriod(reportingPeriodOf(new Date()), -1);
const monthOf = (k: number) => formatReportingPeriod(shiftReportingPeriod(latest, -k));

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rowOf = (page: Page, period: string) => page.getByRole('row').filter({ hasText: period });

async function enter(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

async function expectBlocked(page: Page, text: string) {
  const alert = page.getByTestId('blocking-alert');
  await expect(alert).toContainText(text);
  return alert;
}

test.describe('the surveys list', () => {
  test("shows surveyor's organisation, logo and a period in every state with its actions", async ({ page }) => {
    await signIn(page, 'surveyor');
    await page.getByRole('link', { name: /Monthly Benchmarking Survey/ }).click();
    await expect(page).toHaveURL(/\/surveyApp$/);
    await expect(page.getByTestId('organisation-name')).toHaveText('Summit Forge & Ring Co.');
    await expect(page.getByRole('img', { name: 'Forging Industry Monthly Benchmark' })).toBeVisible();

    const notStarted = rowOf(page, monthOf(0));
    await expect(notStarted).toContainText('Not started');
    await expect(notStarted.getByRole('button')).toHaveText(['Start']);
    const pending = rowOf(page, monthOf(1));
    await expect(pending).toContainText('Pending submission');
    await expect(pending.getByRole('button')).toHaveText(['Continue']);
    const submittedOpen = rowOf(page, monthOf(2));
    await expect(submittedOpen).toContainText('Submitted');
    await expect(submittedOpen).toContainText('Jordan Reyes');
    await expect(submittedOpen.getByRole('button')).toHaveText(['View', 'Edit']);
    const submittedClosed = rowOf(page, monthOf(3));
    await expect(submittedClosed).toContainText('Submitted');
    await expect(submittedClosed.getByRole('button')).toHaveText(['View']);
    await expectNoSeriousA11yViolations(page);
  });

  test('Continue opens a pending period in edit mode with its saved first page', async ({ page }) => {
    await signIn(page, 'surveyor');
    await page.goto('/surveyApp');
    await rowOf(page, monthOf(1))
      .getByRole('button', { name: `Continue ${monthOf(1)}` })
      .click();
    await expect(page).toHaveURL(/\/productData\?period=\d{6}&mode=edit$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(monthOf(1));
    await expect(field(page, 'Shipments (USD)')).toBeEnabled();
    await expect(field(page, 'Shipments (USD)')).not.toHaveValue('0');
  });
});

test.describe('survey errors', () => {
  test('a user outside any organisation is told so, and the entry screen answers 403', async ({ page }) => {
    await signIn(page, 'guest');
    await page.goto('/surveyApp');
    await expect(page.getByTestId('not-participant')).toContainText('not registered as a participant');
    await page.goto(`/productData?period=${latest}&mode=view`);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByTestId('status-message')).toHaveText('You do not have permission to access this page.');
  });

  test('an unknown period goes to 404', async ({ page }) => {
    await signIn(page, 'surveyor');
    await page.goto('/productData?period=199901&mode=view');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/productData?period=nonsense&mode=edit');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test('start → three pages with every blocking message and a warning → submit → view → edit', async ({ page }) => {
  test.setTimeout(180_000);
  const month = monthOf(0);
  await signIn(page, 'surveyor2');
  await page.goto('/surveyApp');
  await rowOf(page, month)
    .getByRole('button', { name: `Start ${month}` })
    .click();
  await expect(page).toHaveURL(/\/productData\?period=\d{6}&mode=edit$/);

  // Header: screen name with month and year, organisation, instructions; three tabs, the first active.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Monthly Benchmarking Survey — ${month}`);
  await expect(page.getByTestId('organisation-name')).toHaveText('Keystone Test Forgings');
  await expect(page.getByText(labels.instructions as string)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Shipments & bookings', 'Metal mix', 'Market profile']);
  await expect(page.getByRole('tab', { name: 'Shipments & bookings' })).toHaveAttribute('aria-selected', 'true');

  // Input rules: digits and one dot, no leading zeros, two decimals, 13 characters; separators.
  const usd = field(page, 'Shipments (USD)');
  const tons = field(page, 'Shipments (English tons)');
  const booking = field(page, 'Bookings (USD)');
  await expect(usd).toHaveValue('0');
  await usd.click();
  await expect(usd).toHaveValue(''); // a zero empties on focus
  await usd.pressSequentially('0012a,345.678');
  await expect(usd).toHaveValue('12345.67');
  await usd.press('Tab');
  await expect(usd).toHaveValue('12,346'); // rounded and formatted on blur
  // Issue 13: back into the formatted figure by keyboard (which selects it), type, leave: the
  // figure is replaced, not appended to; a programmatic fill (autofill, assistive tools) too.
  await page.keyboard.press('Shift+Tab');
  await expect(usd).toBeFocused();
  await page.keyboard.type('5000');
  await page.keyboard.press('Tab');
  await expect(usd).toHaveValue('5,000');
  await usd.fill('12345.67');
  await usd.press('Tab');
  await expect(usd).toHaveValue('12,346');
  await usd.click();
  await expect(usd).toHaveValue('12346'); // separators stripped while editing
  await usd.fill('');
  await usd.pressSequentially('12345678901234567');
  await expect(usd).toHaveValue('1234567890123');
  await usd.fill('.');
  await usd.press('Tab');
  await expect(usd).toHaveValue('0');
  await expectNoSeriousA11yViolations(page);

  // errorOne and errorTwo.
  await enter(tons, '1200');
  await page.getByRole('button', { name: 'Next' }).click();
  const alert = await expectBlocked(page, message('errorOne'));
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('blocking-alert')).toHaveCount(0);
  await enter(usd, '2500000');
  await enter(tons, '0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectBlocked(page, message('errorTwo'));
  await expect(page.getByRole('tab', { name: 'Shipments & bookings' })).toHaveAttribute('aria-selected', 'true');

  // A value above its threshold: the yellow warning, which does not block and clears on the next page.
  await enter(tons, '1200');
  await enter(booking, '99000000');
  await expect(page.getByTestId('threshold-warning')).toHaveText(
    'Bookings (USD) is above the typical upper limit of $45,000,000. Please check the figure; you can still continue.',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { name: 'Metal mix' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('threshold-warning')).toHaveCount(0);
  await expect(page.getByTestId('blocking-alert')).toHaveCount(0);

  // Metal page: totals and their messages, errorSix, errorFive, errorFour, errorThree.
  await expect(page.getByTestId('metal-usd-total-error')).toHaveText(message('errorSix'));
  await expect(page.getByTestId('metal-tons-total-error')).toHaveText(message('errorFive'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expectBlocked(page, message('errorSix'));
  await enter(field(page, 'Carbon steel USD %'), '60');
  await enter(field(page, 'Aluminum USD %'), '30');
  await enter(field(page, 'Nickel-based superalloys USD %'), '10');
  await expect(page.getByTestId('ferrous-usd-subtotal')).toHaveText('60%');
  await expect(page.getByTestId('metal-usd-total')).toHaveText('100%');
  await expect(page.getByTestId('metal-usd-total-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectBlocked(page, message('errorFive'));
  await enter(field(page, 'Carbon steel English tons %'), '70');
  await enter(field(page, 'Aluminum English tons %'), '19.5');
  await enter(field(page, 'Nickel-based superalloys English tons %'), '10.5');
  await expect(page.getByTestId('metal-tons-total')).toHaveText('100%');
  const carbon = field(page, 'Carbon steel USD %');
  await carbon.click();
  await carbon.fill('');
  await carbon.pressSequentially('150.555');
  await expect(carbon).toHaveValue('150.5'); // percentages take five characters
  await carbon.press('Tab');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectBlocked(page, message('errorFour'));
  await enter(carbon, '60');
  // Back to the first page without saving; the month shipped nothing.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('tab', { name: 'Shipments & bookings' })).toHaveAttribute('aria-selected', 'true');
  await enter(usd, '0');
  await enter(tons, '0');
  await page.getByRole('tab', { name: 'Metal mix' }).click();
  await expect(page.getByRole('tab', { name: 'Metal mix' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectBlocked(page, message('errorThree'));
  await page.getByRole('button', { name: 'Previous' }).click();
  await enter(usd, '2500000');
  await enter(tons, '1200');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { name: 'Metal mix' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Carbon steel USD %')).toHaveValue('60'); // kept through the moves
  await page.getByRole('button', { name: 'Next' }).click();

  // Market page: 'done' on the last page, the total's message, errorSix.
  await expect(page.getByRole('tab', { name: 'Market profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Airframes, jet engines, landing gear, helicopters, space launch')).toBeVisible();
  await expect(page.getByTestId('market-total-error')).toHaveText(message('errorSix'));
  await page.getByRole('button', { name: 'Done' }).click();
  await expectBlocked(page, message('errorSix'));
  await enter(field(page, 'Aerospace USD %'), '55');
  await enter(field(page, 'Oil and gas USD %'), '45');
  await expect(page.getByTestId('market-total')).toHaveText('100%');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();

  // Submitted: the success page, and back to the list.
  await expect(page).toHaveURL(/\/success$/);
  await page.getByRole('link', { name: 'Back to my surveys' }).click();
  await expect(page).toHaveURL(/\/surveyApp$/);
  const row = rowOf(page, month);
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('Casey Tester');

  // View: read-only, moving only; the benchmark; 'ok' on the last page.
  await row.getByRole('button', { name: `View ${month}` }).click();
  await expect(page).toHaveURL(/mode=view/);
  await expect(page.getByTestId('view-mode')).toBeVisible();
  await expect(field(page, 'Shipments (USD)')).toBeDisabled();
  await expect(field(page, 'Shipments (USD)')).toHaveValue('2,500,000');
  await expect(field(page, 'Bookings (USD)')).toHaveValue('99,000,000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'Carbon steel USD %')).toBeDisabled();
  await expect(field(page, 'Aluminum English tons %')).toHaveValue('19.5');
  await page.getByRole('tab', { name: 'Market profile' }).click();
  await expect(field(page, 'Aerospace USD %')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'OK' })).toBeVisible();
  await page.getByRole('tab', { name: 'Benchmark' }).click();
  // Four peers had submitted this month; with this organisation there are five.
  await expect(page.getByTestId('benchmark-count')).toHaveText('Based on 5 organisations.');
  await expect(page.getByRole('table', { name: /Shipments & bookings/ })).toContainText('$2,500,000');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/surveyApp$/);

  // Edit reopens the period: pending again, figures editable, no benchmark.
  await rowOf(page, month)
    .getByRole('button', { name: `Edit ${month}` })
    .click();
  await expect(page).toHaveURL(/mode=edit/);
  await expect(field(page, 'Shipments (USD)')).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Benchmark' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/surveyApp$/);
  await expect(rowOf(page, month)).toContainText('Pending submission');
});

test('the survey administrator opens and closes a period, sees who submitted and exports them', async ({ page }) => {
  await signIn(page, 'surveyadmin');
  await page.goto('/surveyApp');
  await expect(page.getByTestId('not-participant')).toBeVisible();
  await page.getByRole('link', { name: 'Survey administration' }).click();
  await expect(page).toHaveURL(/\/surveyApp\/admin$/);
  await expect(rowOf(page, monthOf(3))).toContainText('Closed');
  await expectNoSeriousA11yViolations(page);

  // Open the month after the latest (the form suggests it), then close it again.
  const next = formatReportingPeriod(shiftReportingPeriod(latest, 1));
  await page.getByRole('button', { name: 'Open period' }).click();
  await expect(rowOf(page, next)).toContainText('Open');
  await page.getByRole('button', { name: `Close ${next}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close period' }).click();
  await expect(rowOf(page, next)).toContainText('Closed');

  await page.getByRole('button', { name: `Submissions for ${monthOf(3)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Submissions for ${monthOf(3)}` });
  await expect(dialog.getByRole('row').filter({ hasText: 'Summit Forge & Ring Co.' })).toContainText('Submitted');
  await expect(dialog.getByRole('row').filter({ hasText: 'Keystone Test Forgings' })).toContainText('Not started');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${monthOf(3)} as CSV` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`survey-submissions-${shiftReportingPeriod(latest, -3)}.csv`);

  // Issue 13: a formatted limit is replaced, not appended to, when the administrator tabs in and
  // types (not saved: other tests rely on the seeded limits).
  await page.getByRole('tab', { name: 'Thresholds' }).click();
  const tonsUpper = page.getByRole('textbox', { name: 'Shipments (English tons): upper limit' });
  await expect(tonsUpper).toHaveValue('15,000');
  await page.getByRole('textbox', { name: 'Bookings (USD): lower limit' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tonsUpper).toBeFocused();
  await page.keyboard.type('5000');
  await page.keyboard.press('Tab');
  await expect(tonsUpper).toHaveValue('5,000');
});
