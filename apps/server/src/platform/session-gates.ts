// The gates a signed-in user passes before any other call (spec §4, decision 026): a forced
// password change, then the terms of use. requireUser and requireAnalyticsUser check them for
// every route that identifies its caller, so a new route is gated unless it says otherwise:
//
//   app.put('/api/mti/acceptEula', { onRequest: app.requireUser, config: { beforeSessionGates: true }, … })
//
// Only the calls that pass a gate (or read the user to know which one) may say so.
import {
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGE_REQUIRED_MSG,
  TERMS_NOT_ACCEPTED,
  TERMS_NOT_ACCEPTED_MSG,
} from '@mti/contracts/common/session-gates';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** What the user still has to do before using the portal. */
export type SessionGates = { mustChangePassword: boolean; mustAcceptTerms: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: a user who has not passed the session gates may still make this call. */
    beforeSessionGates?: boolean;
  }
}

/** Refuses the call while a gate is open, unless the route lets gated users through. */
export function assertSessionGatesPassed(request: FastifyRequest, gates: SessionGates): void {
  if (request.routeOptions.config?.beforeSessionGates === true) return;
  // A forced change comes first (spec §4): the terms modal follows on the next page.
  if (gates.mustChangePassword) throw new AppError(403, PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_MSG);
  if (gates.mustAcceptTerms) throw new AppError(403, TERMS_NOT_ACCEPTED, TERMS_NOT_ACCEPTED_MSG);
}
