// Issue 19, announcements and labels: as the `admin` demo user, a decommission notice saved in the
// console shows in a member's launcher (a second browser), and a survey label saved in the console
// shows on the surveyor's Surveys list. The test puts the seeded texts back for the other specs.
import { DEFAULT_DECOMMISSION_NOTICE, NOTICE_TEXT_NEEDS_DATE } from '@mti/contracts/content/decommission-notice';
import { SURVEY_LABEL_DEFAULTS } from '@mti/contracts/survey/survey-labels';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const NOTICE = 'Plan ahead: {apps} close on {date}.';
const SEEN =
  'Plan ahead: USMTO Territory Wizard, Map U.S. Markets, Economic Trends and Advanced Workholding Technology close on March 31, 2099.';
const INTRO = 'Report each month by the 15th: your figures stay confidential.';

async function asOtherUser(browser: Browser, userid: string, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, userid);
  await page.goto(path);
  await check(page);
  await context.close();
}

test.describe('administrator console: announcements and labels', () => {
  test('changes the decommission notice a member reads and a survey label the surveyor reads', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/texts');
    const form = page.getByRole('form', { name: 'Decommission notice' });
    const upcoming = form.getByLabel('Sentence before the date');
    await upcoming.fill('{apps} close soon.');
    await upcoming.press('Tab');
    await expect(form.getByText(NOTICE_TEXT_NEEDS_DATE)).toBeVisible();
    await upcoming.fill(NOTICE);
    await form.getByLabel('Decommission date').fill('2099-03-31');
    await form.getByLabel('Heading').fill('Retiring soon');
    await expect(form.getByRole('region', { name: 'Preview of the notice' }).getByText(SEEN)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save decommission notice' }).click();
    await expect(form.getByRole('status')).toContainText('The decommission notice is saved');

    await asOtherUser(browser, 'member', '/myapps', async (member) => {
      await expect(member.getByRole('alert').filter({ hasText: 'Retiring soon' })).toContainText(SEEN);
    });

    // A label: the surveyor's Surveys list shows its new introduction.
    await page.getByLabel('Screen').selectOption({ label: 'Surveys list' });
    await page.getByRole('button', { name: 'Edit intro' }).click();
    const labelForm = page.getByRole('form', { name: 'Edit label intro' });
    await labelForm.getByLabel('Text of intro').fill(INTRO);
    await labelForm.getByRole('button', { name: 'Save label' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'intro is saved' })).toBeVisible();
    await asOtherUser(browser, 'surveyor', '/surveyApp', async (surveyor) => {
      await expect(surveyor.getByText(INTRO)).toBeVisible();
    });

    // Put the seeded texts back for the other specs.
    await page.getByRole('button', { name: 'Reset intro to its default' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'intro is back to its default text' })).toBeVisible();
    await form.getByLabel('Decommission date').fill('2025-12-31');
    await form.getByLabel('Heading').fill(DEFAULT_DECOMMISSION_NOTICE.title);
    await upcoming.fill(DEFAULT_DECOMMISSION_NOTICE.beforeDateText);
    await form.getByRole('button', { name: 'Save decommission notice' }).click();
    await expect(form.getByRole('status')).toContainText('The decommission notice is saved');
    expect(SURVEY_LABEL_DEFAULTS.surveyApp.intro).not.toBe(INTRO);
  });
});
