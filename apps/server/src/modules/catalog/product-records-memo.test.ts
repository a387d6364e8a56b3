import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';
import { describe, expect, it } from 'vitest';
import { memoizedProductRecords, NO_ACCEPTED_TERMS } from './product-records-memo.ts';
import type { AppRow } from './queries.ts';

const rows = [{ appKey: 'orders' }] as unknown as AppRow[];
const saved = {};
let builds = 0;
const build = () => {
  builds += 1;
  return [
    { app_title: `build ${builds}`, data_release: { data_through: '2026-10', next_release: '2026-12-01' } },
  ] as unknown as ProductRecord[];
};
const at = (iso: string) => new Date(iso);

describe('memoizedProductRecords', () => {
  it('builds once for the same apps, accepted terms, saved releases and minute, and freezes the list', () => {
    const first = memoizedProductRecords(rows, NO_ACCEPTED_TERMS, saved, at('2026-11-29T10:00:05Z'), build);
    const again = memoizedProductRecords(rows, NO_ACCEPTED_TERMS, saved, at('2026-11-29T10:00:59Z'), build);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[0]?.data_release)).toBe(true);
  });

  it('builds again in the next minute, for other accepted terms, other saved releases or other apps', () => {
    const base = memoizedProductRecords(rows, NO_ACCEPTED_TERMS, saved, at('2026-11-29T11:00:00Z'), build);
    const nextMinute = memoizedProductRecords(rows, NO_ACCEPTED_TERMS, saved, at('2026-11-29T11:01:00Z'), build);
    expect(nextMinute).not.toBe(base);
    const accepted = new Set(['econ']);
    const withTerms = memoizedProductRecords(rows, accepted, saved, at('2026-11-29T11:01:00Z'), build);
    expect(withTerms).not.toBe(nextMinute);
    const newReleases = memoizedProductRecords(rows, accepted, {}, at('2026-11-29T11:01:00Z'), build);
    expect(newReleases).not.toBe(withTerms);
    const otherApps = [...rows];
    expect(memoizedProductRecords(otherApps, accepted, saved, at('2026-11-29T11:01:00Z'), build)).not.toBe(newReleases);
  });
});
