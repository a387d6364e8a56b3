// Signed tokens of the public campaign links: unsubscribe (per send record: one campaign, one
// contact), click redirect (send record + target URL) and nothing else. No login; the MAC proves
// the server issued the link, so a guessed id or a changed URL is refused.
import { hmacSha256, sameSecret } from '../../../platform/crypto.ts';

export type TokenKind = 'unsubscribe' | 'click';

function mac(secret: string, kind: TokenKind, payload: string): string {
  return hmacSha256(secret, `passport-campaign:${kind}:${payload}`).subarray(0, 18).toString('base64url');
}

export function signToken(secret: string, kind: TokenKind, parts: readonly (string | number)[]): string {
  const payload = Buffer.from(parts.join('\n'), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, kind, payload)}`;
}

/** The parts, or null when the token was not issued by this server. */
export function verifyToken(secret: string, kind: TokenKind, token: string): string[] | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameSecret(signature, mac(secret, kind, payload))) return null;
  return Buffer.from(payload, 'base64url').toString('utf8').split('\n');
}
