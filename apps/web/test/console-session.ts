// A console screen's component tests: each test starts signed in as the administrator (login cookie
// and access token) and leaves nothing behind for the next, which shares the window (decision 077):
// no cookie, token, stubbed fetch, spy, object URL or notification.
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAccessToken } from '../src/lib/session.ts';
import { clearTestCookies, signInWithCookie } from './cookies.ts';
import { resetObjectUrls } from './object-urls.ts';

/** The seeded administrator's site id. */
const ADMINISTRATOR_SITE_ID = '100900';

/** Call at the top of a test file: registers the sign-in before and the clean-up after each test. */
export function signInAsAdministratorForEachTest() {
  beforeEach(() => {
    signInWithCookie(ADMINISTRATOR_SITE_ID);
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
