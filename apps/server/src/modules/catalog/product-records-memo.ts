// The launcher's product list is a pure function of four things the catalogue cache already keeps
// as single objects: the apps of the user's roles, the user's accepted terms, the saved release
// dates, and the minute (every release boundary falls on a whole minute). While those four stay the
// same objects, the list is built once and frozen; the JSON serializer then also reuses its text
// (platform/frozen-json-serializer.ts). About a tenth of a launcher call's CPU (issue 13's profile).
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';
import type { AppRow } from './queries.ts';

type Built = { saved: object; minute: number; records: ProductRecord[] };

const byApps = new WeakMap<readonly AppRow[], WeakMap<ReadonlySet<string>, Built>>();

/** One frozen, shared empty set: "no app needs terms" keys the memo like any accepted set. */
export const NO_ACCEPTED_TERMS: ReadonlySet<string> = Object.freeze(new Set<string>());

function deepFreeze(records: ProductRecord[]): ProductRecord[] {
  for (const record of records) {
    if (record.data_release) Object.freeze(record.data_release);
    Object.freeze(record);
  }
  return Object.freeze(records) as ProductRecord[];
}

export function memoizedProductRecords(
  rows: readonly AppRow[],
  accepted: ReadonlySet<string>,
  saved: object,
  now: Date,
  build: () => ProductRecord[],
): ProductRecord[] {
  const minute = Math.floor(now.getTime() / 60_000);
  let byAccepted = byApps.get(rows);
  if (!byAccepted) {
    byAccepted = new WeakMap();
    byApps.set(rows, byAccepted);
  }
  const hit = byAccepted.get(accepted);
  if (hit && hit.saved === saved && hit.minute === minute) return hit.records;
  const records = deepFreeze(build());
  byAccepted.set(accepted, { saved, minute, records });
  return records;
}
