// The numbers of issue 4 and decision 006, in one place.

/** A session ends after 30 minutes without a request... */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** ...and 12 hours after sign-in, whatever happens. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
/** last_seen_at is written at most once a minute, not on every request. */
export const SESSION_TOUCH_EVERY_SECONDS = 60;
/**
 * Two tabs renewing at the same moment both present the same secret; the second one, within
 * these seconds of the rotation, gets an access token instead of revoking the session (the
 * browser already holds the new cookie). After that, a replaced secret revokes the session.
 */
export const RENEWAL_RACE_GRACE_SECONDS = 10;

export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** 5 failed sign-ins within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
export const LOCKOUT_SECONDS = 15 * 60;
