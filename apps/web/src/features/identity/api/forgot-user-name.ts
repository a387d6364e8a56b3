// POST mti/forgotUserName (spec §7): e-mails the username when the address belongs to a user.
import { apiPost } from '../../../lib/http.ts';

export function requestUserNameReminder(email: string): Promise<unknown> {
  // Spec §8: forgot-username errors go to the page of their status (lib/http's default).
  return apiPost('mti/forgotUserName', { email });
}
