// The text a page shows for a failed call: the server's msg when it sent one (spec §8).
import { HttpError } from '../../lib/http.ts';

const FALLBACK = 'Something went wrong. Please try again in a few minutes.';
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

export function messageOf(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.code) return error.msg;
    if (error.status === 429) return TOO_MANY;
  }
  return FALLBACK;
}
