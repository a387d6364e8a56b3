// Issue 19, Configuration: as the `admin` demo user, a support phone saved in the console shows on the
// public Support page and in the footer of a visitor who is not signed in (a second browser context),
// with its tel: link. The test puts the seeded phone back for the other specs.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const SEEDED = '(703) 555-0142';
const EDITED = '(202) 555-0177';

test.describe('administrator console: site settings', () => {
  test('changes the support phone that the public Support page and footer show', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/configuration');
    const form = page.getByRole('form', { name: 'Support contact' });
    await form.getByLabel('Support phone').fill('call us');
    await form.getByLabel('Support phone').press('Tab');
    await expect(form.getByText(/Enter a phone number of 7 to 15 digits/)).toBeVisible();
    await form.getByLabel('Support phone').fill(EDITED);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save support contact' }).click();
    await expect(form.getByRole('status')).toContainText('The support contact is saved');

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/support');
    await expect(visitor.getByTestId('support-phone')).toHaveText(EDITED);
    await expect(visitor.getByTestId('support-phone')).toHaveAttribute('href', 'tel:+12025550177');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: EDITED })).toBeVisible();
    await visitorContext.close();

    // Put the seeded phone back for the other specs.
    await form.getByLabel('Support phone').fill(SEEDED);
    await form.getByRole('button', { name: 'Save support contact' }).click();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: SEEDED })).toBeVisible();
  });
});
