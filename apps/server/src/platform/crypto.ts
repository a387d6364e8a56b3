// Tokens, digests and MACs: the one place the server calls node:crypto for secrets it issues or checks.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret of `bytes` bytes of entropy (session ids, reset and refresh tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a text as hex: how issued tokens are stored, so a database copy reveals none. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** HMAC-SHA-256 of a text under a key, as raw bytes. */
export function hmacSha256(key: string | Uint8Array, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(
  a: string | Uint8Array | null | undefined,
  b: string | Uint8Array | null | undefined,
): boolean {
  if (a == null || b == null) return false;
  const left = typeof a === 'string' ? Buffer.from(a) : Buffer.from(a);
  const right = typeof b === 'string' ? Buffer.from(b) : Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
