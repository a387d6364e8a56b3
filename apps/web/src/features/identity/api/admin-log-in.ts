// POST mti/admin/login (spec §7): an administrator signs in as another user.
import { type adminLoginBody, type SessionResponse, sessionResponse } from '@mti/contracts/identity/identity-api';
import type { z } from 'zod';
import { apiPost } from '../../../lib/http.ts';

export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export function adminLogIn(body: AdminLoginBody): Promise<SessionResponse> {
  // Spec §8: admin login failures show the returned msg under the form.
  return apiPost('mti/admin/login', body, { schema: sessionResponse, errorPages: false });
}
