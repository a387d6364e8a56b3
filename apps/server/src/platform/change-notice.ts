// An in-process notice that something changed in the database (sessions ended, the catalogue
// rewritten), so that this process's caches drop their copies at once. Other instances never hear
// it: their caches expire on their own within CACHE_SECONDS (decision 029).

export type ChangeNotice<T> = {
  announce(change: T): void;
  /** Calls listener on each change until the returned function is called (on app close). */
  subscribe(listener: (change: T) => void): () => void;
};

export function createChangeNotice<T>(): ChangeNotice<T> {
  const listeners = new Set<(change: T) => void>();
  return {
    announce(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
