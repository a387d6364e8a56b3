// POST mti/event-signon/{path} (decision 049): the regional event's registration address with a
// one-time sign-on token, for the signed-in user.
import { eventSignOnResponse } from '@mti/contracts/identity/event-signon-api';
import { apiPost } from '../../../lib/http.ts';

export function startEventSignOn(path: string) {
  return apiPost(`mti/event-signon/${encodeURIComponent(path)}`, undefined, {
    schema: eventSignOnResponse,
    errorPages: false,
  });
}
