// GET and PUT mti/resetPassword (spec §7, decision 006): authorised by the e-mailed link's token
// as `Authorization: Bearer {mtu}`, not by a session, so outside the session's error catalogue.
import { resetLinkStatusResponse, type SessionResponse, sessionResponse } from '@mti/contracts/identity/identity-api';
import { apiGet, apiPut, HttpError } from '../../../lib/http.ts';

/** The code the server answers for an expired or already used link. */
export const RESET_EXPIRED_CODE = 'reset_expired';

export function isExpiredResetLink(error: unknown): boolean {
  return error instanceof HttpError && error.code === RESET_EXPIRED_CODE;
}

export function resetLinkStatusQuery(mtu: string) {
  return {
    queryKey: ['reset-link', mtu],
    queryFn: async () =>
      (await apiGet('mti/resetPassword', { bearer: mtu, schema: resetLinkStatusResponse, errorCatalogue: false }))
        .valid,
    // A link is checked once per visit; its answer only changes by using it.
    staleTime: Number.POSITIVE_INFINITY,
    // No automatic retry: a link refused once stays refused.
    retry: false,
  } as const;
}

export function resetPassword(mtu: string, newPassword: string): Promise<SessionResponse> {
  return apiPut(
    'mti/resetPassword',
    { new_password: newPassword },
    { bearer: mtu, schema: sessionResponse, errorCatalogue: false },
  );
}
