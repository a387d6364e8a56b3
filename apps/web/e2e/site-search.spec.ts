// Issue 17: the site search (custom-google) from the header: public pages for a visitor; help pages
// and the user's own files once signed in, never another user's files.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const searchFor = async (page: import('@playwright/test').Page, term: string) => {
  const box = page.getByLabel('Search term');
  await box.fill(term);
  await box.press('Enter');
};
const results = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Search results' });

test('a visitor finds public pages only, from the header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL('/custom-google');
  await searchFor(page, 'privacy');
  await expect(results(page).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(results(page).locator('mark').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await searchFor(page, 'lumpiness');
  await expect(page.getByText(/No results for “lumpiness”/)).toBeVisible();
});

test("a member finds a help page and their own file; another user does not find the member's file", async ({
  page,
}) => {
  await signIn(page, 'member');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await searchFor(page, 'lumpiness');
  const help = results(page).getByRole('link', { name: 'AWT monthly arrow indicator' });
  await expect(help).toBeVisible();
  // Keyboard: arrow down from the box to the first result, Enter opens it.
  await page.getByLabel('Search term').press('ArrowDown');
  await expect(results(page).getByRole('link').first()).toBeFocused();

  await searchFor(page, 'shop figures');
  await expect(results(page).getByRole('link', { name: 'State shop figures.csv' })).toBeVisible();
  await results(page).getByRole('link', { name: 'State shop figures.csv' }).click();
  await expect(page).toHaveURL('/myfiles');
  await expect(page.getByRole('row', { name: /State shop figures\.csv/ })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'searchme');
  await page.goto('/custom-google?q=shop+figures');
  await expect(page.getByText(/No results for “shop figures”/)).toBeVisible();
  await searchFor(page, 'lumpiness');
  await expect(results(page).getByRole('link', { name: 'AWT monthly arrow indicator' })).toBeVisible();
});
