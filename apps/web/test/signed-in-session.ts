// Component tests of a signed-in screen: each test starts signed in (login cookie and access token)
// and leaves nothing behind for the next, which shares the window (decision 077): no cookie, token,
// stubbed fetch, spy, object URL or notification.
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAccessToken } from '../src/lib/session.ts';
import { clearTestCookies, signInWithCookie } from './cookies.ts';
import { resetObjectUrls } from './object-urls.ts';

/** The seeded administrator's site id. */
const ADMINISTRATOR_SITE_ID = '100900';

/** Call at the top of a test file: registers the sign-in before and the clean-up after each test. */
export function signInForEachTest(siteId: string) {
  beforeEach(() => {
    signInWithCookie(siteId);
    setAccessToken('t');
  });
  afterEach(() => {
    notifications.clean();
    clearTestCookies();
    setAccessToken(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetObjectUrls();
  });
}

/** The same for the console's screens, as the seeded administrator. */
export const signInAsAdministratorForEachTest = () => signInForEachTest(ADMINISTRATOR_SITE_ID);
