// Issue 17: TechTrends Roadmaps from the launcher as `roadmapsme` (econ role, TechTrends terms not yet
// accepted): the card leads to the roadmaps, not Home; compare via toggles; search, step, no results.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test.describe.configure({ mode: 'serial' });

test('opens TechTrends Roadmaps from My MTApps after the supplemental terms, and compares two', async ({ page }) => {
  await signIn(page, 'roadmapsme');
  await page.getByRole('button', { name: /TechTrends Roadmaps/ }).click();
  const dialog = page.getByRole('dialog', { name: 'TechTrends Roadmaps: terms of use' });
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL('/techtrends-roadmaps');
  await expect(page.getByRole('heading', { name: 'TechTrends Roadmaps', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  const first = page.getByRole('switch', { name: 'Compare Defense Additive Manufacturing Roadmap' });
  await first.click({ force: true });
  await expect(page).toHaveURL('/techtrends-roadmaps?compare=defense-additive');
  await expect(first).toBeChecked();
  await page.getByRole('switch', { name: 'Compare Materials Joining Technology Roadmap' }).click({ force: true });
  await expect(page).toHaveURL('/techtrends-compareRoadmaps?ids=defense-additive%2Cmaterials-joining');
  await expect(page.getByRole('article', { name: 'Defense Additive Manufacturing Roadmap' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Materials Joining Technology Roadmap' })).toBeVisible();

  // Back on the cards: the two stay chosen, the other two cannot be added.
  await page.goBack();
  await expect(page.getByRole('switch', { name: 'Compare Smart Manufacturing Standards Roadmap' })).toBeDisabled();
  await expect(page.getByText('You can compare 2 roadmaps at a time.', { exact: false }).first()).toBeVisible();
});

test('searches both roadmaps: highlights, steps with Enter and Shift+Enter, keeps the term on reload', async ({
  page,
}) => {
  await signIn(page, 'roadmapsme');
  await page.goto('/techtrends-compareRoadmaps?ids=defense-additive,materials-joining');
  const box = page.getByPlaceholder('Enter a term to search');
  await box.fill('qualified');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=qualified/);
  const marks = page.locator('mark[data-match]');
  const current = page.locator('mark[data-current]');
  await expect(page.getByText(/^Match 1 of \d+ for “qualified”$/)).toBeVisible();
  await expect(current).toHaveCount(1);
  await expect(current).toBeInViewport();
  await box.press('Enter');
  await expect(page.getByText(/^Match 2 of \d+/)).toBeVisible();
  await box.press('Shift+Enter');
  await expect(page.getByText(/^Match 1 of \d+/)).toBeVisible();

  // Another term: the marks of both documents are the ones counted.
  await box.fill('welding');
  await box.press('Enter');
  const left = page
    .getByRole('article', { name: 'Defense Additive Manufacturing Roadmap' })
    .locator('mark[data-match]');
  const right = page.getByRole('article', { name: 'Materials Joining Technology Roadmap' }).locator('mark[data-match]');
  // Wait for the new term's count: until then the marks of the old term may still be on the page.
  const status = page.getByText(/^Match 1 of \d+ for “welding”$/);
  await expect(status).toBeVisible();
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  await expect(marks).toHaveCount(total);
  await expect(right.first()).toBeVisible();
  expect((await left.count()) + (await right.count())).toBe(total);

  await page.reload();
  await expect(page.getByPlaceholder('Enter a term to search')).toHaveValue('welding');
  await expect(right.first()).toBeVisible();

  await page.getByPlaceholder('Enter a term to search').fill('zeppelin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No results found!');
  await expectNoSeriousA11yViolations(page);
});
