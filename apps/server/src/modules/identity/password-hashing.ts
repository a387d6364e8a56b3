// argon2id with OWASP's first recommended parameters (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  // @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import).
  algorithm: 2,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without one (unknown user, no password) it still
 * spends the same time on a dummy hash, so response times do not tell which user ids exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
