// The legal feature: the texts state the dates and limits of the spec, and the terms dialog opens the
// other texts as popups over itself.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test.describe('legal pages', () => {
  test('the legal texts state the dates and limits of the spec', async ({ page }) => {
    await page.goto('/legal/terms-of-use');
    const terms = page.getByRole('article');
    await expect(terms).toContainText('Last updated: November 2022');
    await expect(terms).toContainText('at least 18 years old');
    await expect(terms).toContainText('expire 365 days after the date of purchase');
    await expect(terms).toContainText('at least 5 (five) years');
    await expect(terms).toContainText('twelve (12) months preceding');
    await expect(terms).toContainText('covers 3 (three) named employees');
    await expect(terms.getByRole('heading', { level: 2 }).last()).toHaveText(
      '16. Electronic signature, paper copies and records',
    );
    await page.goto('/legal/privacy-policy');
    await expect(page.getByRole('article')).toContainText('Last updated: May 2013');
    await page.goto('/legal/techtrends-terms');
    await expect(page.getByRole('article')).toContainText('(US$100)');
    await expect(page.getByRole('article')).toContainText('limited to members');
  });
});

test.describe('app terms pages for a signed-in visitor', () => {
  test('the app hydrates the served terms text as it is, without drawing the page again', async ({ page }) => {
    await signIn(page, 'member');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/legal/techtrends-terms', '/legal/economic-trends-terms']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(page.getByRole('article')).not.toContainText('Loading the terms');
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await page.goto('/legal/techtrends-terms');
    await expect(page.getByRole('article')).toContainText('(US$100)');
    // React reports a server page it could not hydrate as a (recoverable) console error.
    expect(problems.filter((p) => /hydrat|did not match|#418|#423|#425/i.test(p))).toEqual([]);
  });
});

test.describe('legal popups', () => {
  test('the terms dialog shows the terms of use and opens the other texts as popups', async ({ page }) => {
    await signIn(page, 'newcomer');
    const terms = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(terms).toBeVisible();
    await expect(terms).toContainText('Last updated: November 2022');

    await terms.getByRole('link', { name: 'GDPR Terms' }).click();
    const gdpr = page.getByRole('dialog', { name: 'IMTS Exhibitor Passport GDPR Terms' });
    await expect(gdpr).toBeVisible();
    await expect(gdpr).toContainText('Lawful permission for uploaded EU contacts');
    await expect(gdpr).toContainText('delete that person’s contact');
    await expectNoSeriousA11yViolations(page);
    await gdpr.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(gdpr).toBeHidden();

    await terms.getByRole('link', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy).toContainText('Last updated: May 2013');
    await privacy.getByRole('button', { name: 'Close', exact: true }).click();
    // The terms question is still waiting for an answer.
    await expect(terms).toBeVisible();
    await expect(page).toHaveURL(/\/myapps$/);
  });
});
