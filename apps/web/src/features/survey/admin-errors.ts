// On the administrator's screen a refused input (400, 409) shows its message beside the form;
// any other failure goes to its error page like every survey call (spec §8).
import { HttpError } from '../../lib/http.ts';

export function inputRefusal(error: unknown): string | null {
  return error instanceof HttpError && error.code && (error.status === 400 || error.status === 409) ? error.msg : null;
}
