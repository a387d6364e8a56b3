// The dashboard ticket: what getTableauContent's `content` holds (decision 018). Like the trusted
// ticket of the embedded product it replaces, it says that the portal checked this user's right to
// this dashboard a moment ago; the data call accepts it only from the same user and only briefly.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens the dashboard's data; the page fetches a new one well before. */
export const TICKET_TTL_MS = 30 * 60_000;

export type DashboardGrant = { detailId: string; siteId: string; expiresAt: number };

/** The ticket key, derived from the server secret so that no other signature can pass for a ticket. */
export function ticketKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('mti dashboard ticket v1').digest();
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function signTicket(key: Buffer, grant: DashboardGrant): string {
  const payload = Buffer.from(JSON.stringify({ d: grant.detailId, s: grant.siteId, e: grant.expiresAt })).toString(
    'base64url',
  );
  return `v1.${payload}.${mac(key, payload)}`;
}

/** The grant of a well-signed ticket, expired or not; null for anything else. */
export function readTicket(key: Buffer, ticket: string): DashboardGrant | null {
  const [version, payload, signature] = ticket.split('.');
  if (version !== 'v1' || !payload || !signature) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      d?: unknown;
      s?: unknown;
      e?: unknown;
    };
    if (typeof body.d !== 'string' || typeof body.s !== 'string' || typeof body.e !== 'number') return null;
    return { detailId: body.d, siteId: body.s, expiresAt: body.e };
  } catch {
    return null;
  }
}
