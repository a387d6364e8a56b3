// The status feature: every status page (spec §2) with its exact text, each passing axe, and the
// survey's success page.
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const STATUS_PAGES: Array<[string, string]> = [
  [
    '/400',
    'Bad Request error. Request you sent to the server was somehow incorrect or corrupted. If the issue persists please contact administrator.',
  ],
  [
    '/401',
    'Unauthorized error: Page you were trying to access cannot be loaded. If the issue persists please contact administrator.',
  ],
  ['/403', 'You do not have permission to access this page.'],
  ['/404', 'You are trying to access a page that is not available.'],
  ['/500', 'Internal Server Error: Something has gone wrong. If the issue persists please contact administrator.'],
  [
    '/505',
    'Unknown error. Please refresh your page or log back in a few minutes. If the issue persists contact administrator.',
  ],
  ['/unknown-error', 'Unknown error encountered, please log in again.'],
  ['/session-expired', 'Your session has expired, please log in.'],
  [
    '/missing-id',
    'Your login is currently being processed, please try back in a few minutes! If the issue persists, please contact administrator at support@mti-portal.example.',
  ],
];

test.describe('status pages', () => {
  for (const [path, text] of STATUS_PAGES) {
    test(`${path} shows its exact text and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('status-message')).toHaveText(text);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('success page links back to the surveys', async ({ page }) => {
    await page.goto('/success');
    await expect(page.getByRole('link', { name: /back to my surveys/i })).toHaveAttribute('href', '/surveyApp');
  });
});
