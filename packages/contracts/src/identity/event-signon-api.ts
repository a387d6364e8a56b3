// Regional event sign-on (spec §2, the single sign-on redirect page; issue 17). The page
// /event-signon/{path} asks POST /api/mti/event-signon/{path} for the address of the regional
// event's registration host with a one-time token; the host exchanges that token, server to
// server, at POST /api/mti/event-signon/verify for the user's name and e-mail.
import { z } from 'zod';

/** A marker names one configured regional event: lower-case letters, digits and dashes. */
export const EVENT_MARKER_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** Tokens are good for one exchange within this many seconds. */
export const EVENT_SIGNON_TOKEN_TTL_SECONDS = 60;

export const eventSignOnParams = z.object({ path: z.string().max(200) });
export const eventSignOnResponse = z.object({
  /** The registration host's address with the token appended as the `token` query parameter. */
  url: z.string().url(),
  /** The event's marker, as configured. */
  marker: z.string(),
});

export const eventSignOnVerifyBody = z.object({ token: z.string().min(1).max(300) });
export const eventSignOnVerifyResponse = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const UNKNOWN_EVENT = 'unknown_event';
export const UNKNOWN_EVENT_MSG = 'This event sign-on link does not name a known regional event.';
export const EVENT_SIGNON_ACTING_ADMIN_MSG =
  'Event sign-on is not available while an administrator is acting as this user.';
export const EVENT_HOST_REFUSED = 'event_host_refused';
export const EVENT_HOST_REFUSED_MSG = 'The event host is not recognised.';
export const EVENT_TOKEN_REFUSED = 'event_token_refused';
export const EVENT_TOKEN_REFUSED_MSG = 'The event sign-on token is not valid: it is unknown, expired or already used.';
