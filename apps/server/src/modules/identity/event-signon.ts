// Regional event sign-on (issue 17, decision 049): a signed, one-time token of 60 seconds for
// the chosen event's registration host, and its exchange, once, for the user's name and e-mail.
import {
  EVENT_HOST_REFUSED,
  EVENT_HOST_REFUSED_MSG,
  EVENT_SIGNON_ACTING_ADMIN_MSG,
  EVENT_SIGNON_TOKEN_TTL_SECONDS,
  EVENT_TOKEN_REFUSED,
  EVENT_TOKEN_REFUSED_MSG,
  UNKNOWN_EVENT,
  UNKNOWN_EVENT_MSG,
} from '@mti/contracts/identity/event-signon-api';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { hmacSha256, randomToken, sameSecret, sha256Hex } from '../../platform/crypto.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { addressWithToken, type EventHost } from './event-hosts.ts';
import { deleteOldEventSignOnTokens, insertEventSignOnToken, spendEventSignOnToken } from './event-signon-queries.ts';
import { findUserBySiteId } from './queries.ts';

export type EventSignOnDeps = { db: Db; hosts: ReadonlyMap<string, EventHost>; secret: string };

const tokenRefused = () => new AppError(401, EVENT_TOKEN_REFUSED, EVENT_TOKEN_REFUSED_MSG);
export const hostRefused = () => new AppError(401, EVENT_HOST_REFUSED, EVENT_HOST_REFUSED_MSG);

/** The token's signature binds it to its event: a token issued for one host is worthless at another. */
function signature(secret: string, marker: string, nonce: string): string {
  return hmacSha256(secret, `event-signon:${marker}:${nonce}`).toString('base64url');
}

/** The configured host of a path parameter, matched exactly; anything else (a URL, `//host`, …) is no marker. */
export function eventHostOf(hosts: ReadonlyMap<string, EventHost>, path: string): EventHost {
  const host = hosts.get(path);
  if (!host) throw new AppError(404, UNKNOWN_EVENT, UNKNOWN_EVENT_MSG);
  return host;
}

/** The address of the event's registration host with a new token; the token is stored only as its hash. */
export async function startEventSignOn(
  { db, hosts, secret }: EventSignOnDeps,
  { user, path }: { user: AuthenticatedUser; path: string },
): Promise<{ url: string; marker: string }> {
  const host = eventHostOf(hosts, path);
  if (user.actingAdmin) throw forbidden(EVENT_SIGNON_ACTING_ADMIN_MSG);
  const nonce = randomToken();
  const token = `${nonce}.${signature(secret, host.marker, nonce)}`;
  await insertEventSignOnToken(db, {
    tokenHash: sha256Hex(token),
    marker: host.marker,
    siteId: user.siteId,
    ttlSeconds: EVENT_SIGNON_TOKEN_TTL_SECONDS,
  });
  await deleteOldEventSignOnTokens(db);
  return { url: addressWithToken(host, token), marker: host.marker };
}

/** The host presenting its marker and shared secret, or a refusal (also when it has no secret configured). */
export function authenticateEventHost(
  hosts: ReadonlyMap<string, EventHost>,
  credentials: { marker: string; secret: string } | null,
): EventHost {
  const host = credentials ? hosts.get(credentials.marker) : undefined;
  if (!host?.secret || !credentials || !sameSecret(host.secret, credentials.secret)) throw hostRefused();
  return host;
}

/** Spends the token for the host it was issued to, once, within its 60 seconds: the user's name and e-mail. */
export async function exchangeEventSignOnToken(
  { db, secret }: Pick<EventSignOnDeps, 'db' | 'secret'>,
  { host, token }: { host: EventHost; token: string },
): Promise<{ name: string; first_name: string; last_name: string; email: string }> {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined || !sameSecret(mac, signature(secret, host.marker, nonce))) {
    throw tokenRefused();
  }
  const spent = await spendEventSignOnToken(db, sha256Hex(token), host.marker);
  const user = spent ? await findUserBySiteId(db, spent.siteId) : null;
  if (!user) throw tokenRefused();
  const name = `${user.nameFirst} ${user.nameLast}`.trim();
  return { name, first_name: user.nameFirst, last_name: user.nameLast, email: user.email };
}
