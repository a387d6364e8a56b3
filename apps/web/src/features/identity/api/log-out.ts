// Sign-out calls (spec §7): `GET mti/logout/callback` revokes the session and clears its cookies;
// `GET /analytics/Logout` ends the analytics session.
import { apiGet, apiUrl } from '../../../lib/http.ts';

/** Where the browser goes for the identity provider's single logout (a full-page load). */
export const LOGOUT_START_URL = apiUrl('mti/logout/start');

/**
 * Both calls are best effort: signing out goes on locally whatever the servers answer (so outside
 * the error catalogue, which would send a dead session to a status page).
 */
export async function endServerSessions(): Promise<void> {
  await Promise.allSettled([
    apiGet('mti/logout/callback', { errorCatalogue: false }),
    fetch('/analytics/Logout', { credentials: 'same-origin' }),
  ]);
}
