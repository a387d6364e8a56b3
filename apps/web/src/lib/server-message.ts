// The text a screen shows for a failed call: the server's own message when it answered with
// `{code, msg}` (spec §8), else the screen's fallback (a status-only error, a network failure).
import { HttpError } from './http.ts';

export function serverMessageOr<Fallback extends string | null>(error: unknown, fallback: Fallback): string | Fallback {
  return error instanceof HttpError && error.code ? error.msg : fallback;
}
