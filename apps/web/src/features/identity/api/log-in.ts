// POST mti/login (spec §7): user id and password; the server answers with the session and sets
// the session, login and anti-forgery cookies.
import { type loginBody, type SessionResponse, sessionResponse } from '@mti/contracts/identity/identity-api';
import type { z } from 'zod';
import { apiPost } from '../../../lib/http.ts';

export type LoginBody = z.infer<typeof loginBody>;

export function logIn(body: LoginBody): Promise<SessionResponse> {
  // The page shows every failure itself (wrong password, locked, too many attempts).
  return apiPost('mti/login', body, { schema: sessionResponse, errorPages: false });
}
