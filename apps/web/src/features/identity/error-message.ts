// The text an identity page shows for a failed call: the server's msg when it sent one (spec §8);
// a status-only 429 is the sign-in rate limit.
import { HttpError } from '../../lib/http.ts';
import { serverMessageOr } from '../../lib/server-message.ts';

const FALLBACK = 'Something went wrong. Please try again in a few minutes.';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export function messageOf(error: unknown): string {
  if (error instanceof HttpError && !error.code && error.status === 429) return TOO_MANY;
  return serverMessageOr(error, FALLBACK);
}
