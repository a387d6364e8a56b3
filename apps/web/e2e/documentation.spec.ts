// Issue 5: the documentation pages (login required): the help guide's tabs follow the URL
// fragment, the Map U.S. Markets tab's links (080), the two articles, and the eight Exhibitor Passport pages with their breadcrumb.
import {
  exhibitorPassportHelpMeta,
  exhibitorPassportHelpSlugs,
} from '../src/content/help/exhibitor-passport/page-meta.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

/** A phrase of each Exhibitor Passport page that comes from spec §2. */
const PASSPORT_CONTENT: Record<(typeof exhibitorPassportHelpSlugs)[number], RegExp> = {
  overview: /excluding exhibitors, media and students|Exhibitors, media and students are excluded/,
  'find-prospects': /Registrations/,
  campaign: /Create New Campaign/,
  'my-analytics': /leads ÷ \(leads \+ opportunities\)/,
  'saved-filters': /Load Saved Filters/,
  'saved-lists': /Contacts with Email/,
  'passport-territory-manager': /three employees/,
  'search-contacts': /5-digit U\.S\. zip code/,
};

test.describe('documentation', () => {
  test('is for signed-in users only', async ({ page }) => {
    await page.goto('/documentation/help-guide#fia');
    await expect(page).toHaveURL(/\/signin/);
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, 'member');
    });

    test('the help guide opens the first tab by default and the tab the fragment names', async ({ page }) => {
      await page.goto('/documentation/help-guide');
      await expect(page.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('video-slot-getting-started').locator('video')).toHaveAttribute(
        'src',
        '/videos/getting-started.webm',
      );
      await expectNoSeriousA11yViolations(page);

      await page.goto('/documentation/help-guide#usmto-in-advance');
      await expect(page.getByRole('tab', { name: 'USMTO in Advance' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('8PM Eastern');
      // The tab's recording is served and plays: the browser reads its length from the file.
      const advanceVideo = page.getByTestId('video-slot-usmto-advance').locator('video');
      await expect(advanceVideo).toHaveAttribute('src', '/videos/usmto-advance.webm');
      const served = await page.request.get('/videos/usmto-advance.webm');
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('video/webm');
      await expect.poll(() => advanceVideo.evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(10);

      await page.getByRole('tab', { name: 'FIA' }).click();
      await expect(page).toHaveURL(/\/documentation\/help-guide#fia$/);
      await expect(page.getByRole('tabpanel')).toContainText('must total exactly 100%');
    });

    test('the Map U.S. Markets tab, by keyboard, opens its full help page and the app', async ({ page }) => {
      await page.goto('/documentation/help-guide#fia');
      await page.getByRole('tab', { name: 'FIA' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\/documentation\/help-guide#map-us-markets$/);
      const panel = page.getByRole('tabpanel', { name: 'Map U.S. Markets' });
      await expect(panel.getByRole('heading', { name: 'Drill to a region' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await panel.getByRole('link', { name: 'How to use Map U.S. Markets' }).click();
      await expect(page).toHaveURL(/\/documentation\/mapus\/map-us-markets$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Map U.S. Markets');
      await page.goBack();
      await page
        .getByRole('tabpanel', { name: 'Map U.S. Markets' })
        .getByRole('link', { name: 'Map U.S. Markets', exact: true })
        .click();
      await expect(page).toHaveURL(/\/analytics\/viewer\/mapus-markets$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Map U.S. Markets' })).toBeVisible({ timeout: 20_000 });
    });

    test('the AWT and AGMA articles', async ({ page }) => {
      await page.goto('/documentation/help-guide#advanced-workholding-technology');
      await page.getByRole('link', { name: /AWT monthly arrow indicator works/ }).click();
      await expect(page).toHaveURL(/\/documentation\/awt\/awt-monthly-arrow-indicator$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('AWT monthly arrow indicator');
      await expectNoSeriousA11yViolations(page);

      await page.goto('/documentation/agma/agma-upload-step-by-step-guide');
      const guide = page.getByRole('main');
      for (const rule of [
        'up to 15 digits with up to 2 decimals',
        'No currency sign and no thousands separators',
        '2147483647',
        'A whole number from 1 to 9, except 6',
        'A whole number from 3 to 131',
        'YYYY-MM-DD',
        'always the last day of the month',
        '.csv',
        '.txt',
      ]) {
        await expect(guide).toContainText(rule);
      }
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    for (const slug of exhibitorPassportHelpSlugs) {
      test(`the Exhibitor Passport page ${slug} has its breadcrumb and content`, async ({ page }) => {
        const { title } = exhibitorPassportHelpMeta[slug];
        await page.goto(`/documentation/exhibitor-passport/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('main')).toContainText(PASSPORT_CONTENT[slug]);
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('link', { name: 'Exhibitor Passport' })).toHaveAttribute(
          'href',
          '/documentation/help-guide#exhibitor-passport',
        );
        await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        await crumbs.getByRole('link', { name: 'Exhibitor Passport' }).click();
        await expect(page).toHaveURL(/\/documentation\/help-guide#exhibitor-passport$/);
        await expect(page.getByRole('tab', { name: 'Exhibitor Passport' })).toHaveAttribute('aria-selected', 'true');
      });
    }
  });
});
