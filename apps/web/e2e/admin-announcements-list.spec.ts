// Issue 19, announcements beyond the decommission notice (decision 091): as the `admin` demo user, an
// announcement added in the console (with its preview) shows in a member's launcher (a second
// browser context); moved to end yesterday, it is gone at the member's next load; then deleted.
import { easternDate } from '@mti/contracts/catalog/announcements';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const HEADING = 'Sample announcement: webinar on the new dashboards';
const yesterday = easternDate(new Date(Date.now() - 86_400_000));
const twoDaysAgo = easternDate(new Date(Date.now() - 2 * 86_400_000));

test.describe('administrator console: announcements', () => {
  test("an announcement shows in a member's launcher until its last day", async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/texts');
    await page.getByRole('button', { name: 'Add announcement' }).click();
    const form = page.getByRole('form', { name: 'Add an announcement' });
    await form.getByRole('textbox', { name: /^Heading/ }).fill(HEADING);
    await form
      .getByRole('textbox', { name: /^Text members read/ })
      .fill('Sample data: join us on Thursday at 2 pm Eastern.');
    const preview = form.getByRole('region', { name: 'Preview of the announcement in the launcher' });
    await expect(preview).toContainText(HEADING);
    await form.getByRole('button', { name: 'Add announcement' }).click();
    await expect(page.getByText('The announcement was saved.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Announcements' })).toContainText(HEADING);

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    const announcements = member.getByRole('region', { name: 'Announcements' });
    await expect(announcements).toContainText(HEADING);

    // Its last day moved to yesterday: over.
    await page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: HEADING }).click();
    const edit = page.getByRole('form', { name: `Edit announcement ${HEADING}` });
    await edit.getByLabel('First day (US Eastern)').fill(twoDaysAgo);
    await edit.getByLabel('Last day (US Eastern)').fill(yesterday);
    await edit.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('The announcement was saved.')).toBeVisible();
    await member.reload();
    await expect(member.getByRole('heading', { name: 'My MTApps' })).toBeVisible();
    await expect(member.getByText(HEADING)).toHaveCount(0);
    await memberContext.close();

    await page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: HEADING }).click();
    await page.getByRole('button', { name: 'Delete announcement' }).click();
    await expect(page.getByText('The announcement was deleted.')).toBeVisible();
  });
});
