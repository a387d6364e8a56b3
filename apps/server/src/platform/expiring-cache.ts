// A small in-process cache whose entries expire after a few seconds (decision 029). It holds the
// pending lookup itself, so that 50 requests missing at once share one database query; a failed
// lookup is not kept. A time to live of 0 turns it off: every get runs the lookup.

export type ExpiringCache<K, V> = {
  /** The cached value of key, or load()'s, which is then kept for the time to live. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  /** Drops every entry whose value matches (a revocation by user, say). */
  deleteWhere(matches: (key: K, value: V) => boolean): void;
  clear(): void;
};

export function createExpiringCache<K, V>({
  ttlMs,
  maxEntries = 10_000,
  keep = () => true,
}: {
  ttlMs: number;
  maxEntries?: number;
  /** Whether a loaded value may be kept (a missing session is not: nothing to reuse). */
  keep?: (value: V) => boolean;
}): ExpiringCache<K, V> {
  const entries = new Map<K, { expiresAt: number; value: Promise<V>; settled?: V }>();

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit) entries.delete(key);
      // Oldest first: a Map iterates in insertion order, so the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      const entry: { expiresAt: number; value: Promise<V>; settled?: V } = { expiresAt: now + ttlMs, value: load() };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          entry.settled = value;
          if (!keep(value) && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(matches) {
      for (const [key, entry] of entries) {
        // A lookup still under way may return what is being revoked: drop it too.
        if (!('settled' in entry) || matches(key, entry.settled as V)) entries.delete(key);
      }
    },
    clear() {
      entries.clear();
    },
  };
}
