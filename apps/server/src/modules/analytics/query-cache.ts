// Results of identical analyses over unchanged data: the key is the normalised definition, the
// dataset, its copy's data version and the identities of blended tables; a reload of a dataset's
// copy drops that dataset's results.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';

/** The same definition in one spelling: member lists sorted, object keys in order, no presentation. */
export function normaliseDefinition(definition: AnalysisDefinition): string {
  const { chart: _chart, title: _title, ...rest } = definition;
  const copy = structuredClone(rest);
  for (const f of copy.filters.members) f.values = [...new Set(f.values)].sort();
  return stableJson(copy);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** At most maxEntries results and maxWeight in total (the weight of a result: its cell count). */
export function createQueryCache<T>({
  maxEntries = 200,
  maxWeight = 2_000_000,
  weigh,
}: {
  maxEntries?: number;
  maxWeight?: number;
  weigh: (value: T) => number;
}) {
  const entries = new Map<string, { value: T; weight: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.weight;
    entries.delete(key);
  };
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      // Least recently used goes first: move a hit to the end.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key: string, value: T) {
      remove(key);
      const weight = Math.max(1, weigh(value));
      if (weight > maxWeight) return;
      entries.set(key, { value, weight });
      total += weight;
      while (entries.size > maxEntries || total > maxWeight) remove(entries.keys().next().value as string);
    },
    clear: () => {
      entries.clear();
      total = 0;
    },
    /** Drops the entries whose key matches (one dataset's, after its reload). */
    clearWhere: (matches: (key: string) => boolean) => {
      for (const key of [...entries.keys()]) if (matches(key)) remove(key);
    },
    get size() {
      return entries.size;
    },
  };
}
