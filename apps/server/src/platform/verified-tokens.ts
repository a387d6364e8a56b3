// Access tokens already verified in this process, so that a client's next call with the same token
// costs one SHA-256 instead of jose's HMAC through WebCrypto (an asynchronous job per call: about a
// tenth of a launcher call's CPU, issue 13's profile). A token's claims never change, so reusing
// them is exact; only time does, and the expiry is checked on every use as jose checks it. Revocation
// is the session lookup's business (auth.ts), not the token's. Keys are the tokens' SHA-256, never
// the tokens themselves, and only tokens that verified are kept.
import { sha256Hex } from './crypto.ts';

type Verified<C> = { claims: C; expiresAtSeconds: number };

export type VerifiedTokens<C> = {
  /** The claims of a token verified before, or undefined. Throws `expired()` once its time has passed. */
  lookup(token: string, expired: () => Error): C | undefined;
  remember(token: string, claims: C, expiresAtSeconds: number): void;
};

export function createVerifiedTokens<C>({ maxEntries = 10_000 } = {}): VerifiedTokens<C> {
  const entries = new Map<string, Verified<C>>();
  return {
    lookup(token, expired) {
      const key = sha256Hex(token);
      const hit = entries.get(key);
      if (!hit) return undefined;
      // As jose: expired when exp <= now, in whole seconds.
      if (hit.expiresAtSeconds <= Math.floor(Date.now() / 1000)) {
        entries.delete(key);
        throw expired();
      }
      return hit.claims;
    },
    remember(token, claims, expiresAtSeconds) {
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(sha256Hex(token), { claims, expiresAtSeconds });
    },
  };
}
