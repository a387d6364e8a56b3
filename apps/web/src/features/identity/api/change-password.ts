// PUT mti/changePassword (spec §7): the signed-in user's new password.
import { apiPut } from '../../../lib/http.ts';

export function changePassword(newPassword: string): Promise<unknown> {
  // Spec §8: password pages show a failure as 'Error : {msg}', so no status page here.
  return apiPut('mti/changePassword', { new_password: newPassword }, { errorPages: false });
}
