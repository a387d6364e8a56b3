// POST mti/forgotPassword (spec §7): e-mails a reset link when the address belongs to a user.
import { apiPost } from '../../../lib/http.ts';

export function requestPasswordReset(email: string): Promise<unknown> {
  // Spec §8: a failure shows a danger state on the page.
  return apiPost('mti/forgotPassword', { email }, { errorPages: false });
}
