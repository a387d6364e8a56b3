// Sign-out calls (spec §7): `GET mti/logout/callback` revokes the session and clears its cookies;
// `GET /analytics/Logout` ends the analytics session.
import { apiUrl } from '../../../lib/http.ts';
import { directRequest } from './direct-request.ts';

/** Where the browser goes for the identity provider's single logout (a full-page load). */
export const LOGOUT_START_URL = apiUrl('mti/logout/start');

/** Both calls are best effort: signing out goes on locally whatever the servers answer. */
export async function endServerSessions(): Promise<void> {
  await Promise.allSettled([
    directRequest('mti/logout/callback'),
    fetch('/analytics/Logout', { credentials: 'same-origin' }),
  ]);
}
