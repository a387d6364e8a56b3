// Issue 17, regional event sign-on (decision 049): the redirect page sends the user to the
// configured registration host with a one-time token that the host exchanges once.
import { exchangeAsEastHost, startEastEventHost } from './support/event-host.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

const UNKNOWN_EVENT_MSG = 'This event sign-on link does not name a known regional event.';

test.describe('Event sign-on', () => {
  test('an anonymous visitor signs in first, then reaches the event host, which exchanges the token once', async ({
    page,
    baseURL,
  }) => {
    const portal = baseURL as string;
    const port = Number(process.env.E2E_EVENT_HOST_PORT);
    const host = await startEastEventHost(port, portal);
    try {
      await page.goto('/event-signon/east');
      await submitSignIn(page, 'member');
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/register\\?show=east&token=`));
      await expect(page.getByRole('heading', { name: 'East Regional registration' })).toBeVisible();
      await expect(page.getByText('Welcome, Dana Whitaker (member@example.com)')).toBeVisible();
      expect(host.tokens).toHaveLength(1);
      const reuse = await exchangeAsEastHost(portal, host.tokens[0] as string);
      expect(reuse.status).toBe(401);
      expect(reuse.body.code).toBe('event_token_refused');
      // Back at the portal's page, the browser does not come to the redirect page again (it was replaced).
      await page.goBack();
      await expect(page).not.toHaveURL(/\/event-signon\//);
    } finally {
      await host.close();
    }
  });

  for (const path of ['nowhere', '%2F%2Fevil.com', 'https%3A%2F%2Fevil.com', '%5C%5Cevil.com']) {
    test(`refuses the unknown marker ${path} with a page that says so, and stays on the portal`, async ({
      page,
      baseURL,
    }) => {
      await signIn(page, 'member');
      await page.goto(`/event-signon/${path}`);
      await expect(page.getByRole('heading', { name: 'Event sign-on', level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(UNKNOWN_EVENT_MSG);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
      await page.getByRole('link', { name: 'My MTApps' }).last().click();
      await expect(page).toHaveURL(/\/myapps$/);
    });
  }
});
