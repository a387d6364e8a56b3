// Sessions ended in this process (sign-out, password change or reset, reuse detected, idle): the
// app's cache of session lookups (platform/auth.ts) drops them at once. Decision 029.
import type { EndedSessions } from '../../platform/auth.ts';
import { createChangeNotice } from '../../platform/change-notice.ts';

export const endedSessions = createChangeNotice<EndedSessions>();

/** For the app's session cache: calls listener for every session or user whose sessions end. */
export function onSessionsEnded(listener: (ended: EndedSessions) => void): () => void {
  return endedSessions.subscribe(listener);
}
