// Issue 19, Catalogue: as the `admin` demo user, an app's title edited in the console (HTML, with
// its preview) shows in a member's launcher at once (a second browser context); a second
// administrator who opened the app before that save is refused with the stale-edit message. The
// test puts the title back for the other specs.
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const TITLE = 'Map U.S. Markets';
const EDITED = 'Map U.S. Markets <sup>sample edit</sup>';

async function openApp(page: Page) {
  await page.goto('/admin/console/catalogue?q=mapus');
  await page.getByRole('table', { name: 'Apps' }).getByRole('row').filter({ hasText: TITLE }).click();
  return page.getByRole('form', { name: `Edit ${TITLE}` });
}

test.describe('administrator console: catalogue', () => {
  test("edits an app's title that a member's launcher shows at once, and refuses a stale edit", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, 'admin');
    const otherForm = await openApp(other); // opened before the first administrator saves

    const form = await openApp(page);
    await form.getByLabel(/^Title/).fill(EDITED);
    const preview = form.getByRole('region', { name: 'Preview of the title in the launcher' });
    await expect(preview.locator('sup')).toHaveText('sample edit');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save app' }).click();
    await expect(page.getByText('The app was saved.')).toBeVisible();

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    await expect(member.locator('sup', { hasText: 'sample edit' })).toBeVisible();
    await memberContext.close();

    await otherForm.getByLabel('Short name').fill('Markets map');
    await otherForm.getByRole('button', { name: 'Save app' }).click();
    await expect(otherForm.getByRole('alert')).toContainText(STALE_EDIT_MSG);
    await otherContext.close();

    // Put the title back for the other specs.
    await form.getByLabel(/^Title/).fill(TITLE);
    await form.getByRole('button', { name: 'Save app' }).click();
    await expect(page.getByText(/· version 3 ·/)).toBeVisible();
  });
});

test.describe('administrator console: app terms texts', () => {
  test('a new version of an app’s terms is asked for again, accepted, and listed with its version', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    const openRoadmaps = async () => {
      await member.goto('/myapps');
      await member.getByRole('button', { name: /TechTrends Roadmaps/ }).click();
      return member.getByRole('dialog', { name: 'TechTrends Roadmaps: terms of use' });
    };
    await signIn(member, 'termsagainme');
    const first = await openRoadmaps();
    await expect(first.getByRole('heading', { name: '1. Who may use the Trends Service' })).toBeVisible();
    await first.getByRole('button', { name: 'Accept' }).click();
    await expect(member).toHaveURL('/techtrends-roadmaps');

    await signIn(page, 'admin');
    await page.goto('/admin/console/catalogue?tab=terms-texts');
    await page.getByRole('table', { name: 'Terms texts' }).getByRole('row').filter({ hasText: 'techtrends' }).click();
    const form = page.getByRole('form', { name: 'Terms text of techtrends' });
    const text = form.getByRole('textbox', { name: /^Terms text/ });
    await text.fill(`${await text.inputValue()}\n\n## 9. Sample change\nSample sentence of a new version.`);
    await expect(
      form
        .getByRole('region', { name: 'Preview of the terms dialog' })
        .getByRole('heading', { name: '9. Sample change' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: /^Publish version \d+$/ }).click();
    await expect(page.getByText(/^Version \d+ is published\./)).toBeVisible();
    const version = (await page.getByRole('heading', { name: /^Terms techtrends: version \d+$/ }).textContent())?.match(
      /\d+$/,
    )?.[0];

    // The public legal page shows the new version too, already in the HTML served to a visitor (decision 084).
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const served = await visitor.request.get('/legal/techtrends-terms');
    expect(await served.text()).toContain('Sample sentence of a new version.');
    await visitor.goto('/legal/techtrends-terms');
    const article = visitor.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: '9. Sample change' })).toBeVisible();
    await expect(article).toContainText('(US$100)');
    await visitorContext.close();

    // The member is asked again, sees the new text, and accepts it.
    const again = await openRoadmaps();
    await expect(again.getByText('Sample sentence of a new version.')).toBeVisible();
    await again.getByRole('button', { name: 'Accept' }).click();
    await expect(member).toHaveURL('/techtrends-roadmaps');
    await memberContext.close();

    await page.goto('/admin/console/catalogue?tab=terms&q=100884');
    const rows = page.getByRole('table', { name: 'Terms accepted' }).getByRole('row');
    await expect(rows.filter({ hasText: `${version} (current)` })).toContainText('termsagainme');
    await expect(rows.filter({ hasText: '(older: asked again)' })).toContainText('termsagainme');
  });
});
