// GET and PUT mti/resetPassword (spec §7, decision 006): authorised by the e-mailed link's token
// as `Authorization: Bearer {mtu}`, not by a session.
import { resetLinkStatusResponse, type SessionResponse, sessionResponse } from '@mti/contracts/identity/identity-api';
import { HttpError } from '../../../lib/http.ts';
import { directRequest } from './direct-request.ts';

/** The code the server answers for an expired or already used link. */
export const RESET_EXPIRED_CODE = 'reset_expired';

export function isExpiredResetLink(error: unknown): boolean {
  return error instanceof HttpError && error.code === RESET_EXPIRED_CODE;
}

export function resetLinkStatusQuery(mtu: string) {
  return {
    queryKey: ['reset-link', mtu],
    queryFn: async () =>
      (await directRequest(`mti/resetPassword`, { bearer: mtu, schema: resetLinkStatusResponse })).valid,
    // A link is checked once per visit; its answer only changes by using it.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  } as const;
}

export function resetPassword(mtu: string, newPassword: string): Promise<SessionResponse> {
  return directRequest('mti/resetPassword', {
    method: 'PUT',
    bearer: mtu,
    body: { new_password: newPassword },
    schema: sessionResponse,
  });
}
