// The dashboard ticket: what getTableauContent's `content` holds (decision 018). Like the trusted
// ticket of the embedded product it replaces, it says that the portal checked this user's right to
// this dashboard a moment ago; the data call accepts it only from the same user and only briefly.
// A JWT (jose, as the access tokens) under a key of its own, so no other token passes for a ticket.
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { hmacSha256 } from '../../platform/crypto.ts';

/** How long a ticket opens the dashboard's data; the page fetches a new one well before. */
export const TICKET_TTL_MS = 30 * 60_000;

const ISSUER = 'mti-portal';
const AUDIENCE = 'mti-dashboard-data';

/** What a ticket grants: this dashboard, to this user. */
export type DashboardGrant = { detailId: string; siteId: string };

/** The ticket key, derived from the server secret so that no other signature can pass for a ticket. */
export function ticketKey(secret: string): Uint8Array {
  return new Uint8Array(hmacSha256(secret, 'mti dashboard ticket v1'));
}

/** A ticket for the grant, valid until expiresAt (milliseconds since the epoch). */
export function signTicket(key: Uint8Array, grant: DashboardGrant, expiresAt: number): Promise<string> {
  return new SignJWT({ detail_id: grant.detailId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(grant.siteId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);
}

/** The grant of a well-signed ticket and whether it has expired at `now`; null for anything else. */
export async function readTicket(
  key: Uint8Array,
  ticket: string,
  now: number,
): Promise<{ grant: DashboardGrant; expired: boolean } | null> {
  try {
    const { payload } = await jwtVerify(ticket, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    return grantOf(payload, false);
  } catch (err) {
    // jose checks the signature before the expiry: an expired ticket is genuine, and still says
    // whose it was (another user's expired ticket is refused as not theirs, not as expired).
    if (err instanceof errors.JWTExpired) return grantOf(err.payload, true);
    return null;
  }
}

function grantOf(payload: JWTPayload, expired: boolean): { grant: DashboardGrant; expired: boolean } | null {
  if (typeof payload.sub !== 'string' || typeof payload.detail_id !== 'string') return null;
  return { grant: { detailId: payload.detail_id, siteId: payload.sub }, expired };
}
