// The two gates a signed-in user passes before anything else (spec §4): a forced password change
// first, then the terms of use. Until then the server refuses every call but the few that pass a
// gate (read the user, accept the terms, change the password, renew the token, log out) with 403
// and one of these; the web client then takes the user to the gate (decision 026).
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';
export const PASSWORD_CHANGE_REQUIRED_MSG = 'Please change your password before you continue.';
export const TERMS_NOT_ACCEPTED = 'terms_not_accepted';
export const TERMS_NOT_ACCEPTED_MSG = 'Please accept the terms of use before you continue.';

export const SESSION_GATE_CODES: readonly string[] = [PASSWORD_CHANGE_REQUIRED, TERMS_NOT_ACCEPTED];
