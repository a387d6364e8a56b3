import { describe, expect, it } from 'vitest';
import { define } from '../../../test/analytics-fixtures.ts';
import { createQueryCache, normaliseDefinition } from './query-cache.ts';

describe('query cache', () => {
  it('drops the least recently used results past its entry or cell budget', () => {
    const cache = createQueryCache<{ cells: number }>({ maxEntries: 2, maxWeight: 100, weigh: (v) => v.cells });
    cache.set('a', { cells: 10 });
    cache.set('b', { cells: 10 });
    cache.get('a');
    cache.set('c', { cells: 10 });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([{ cells: 10 }, undefined, { cells: 10 }]);
    cache.set('d', { cells: 95 });
    expect(cache.size).toBe(1);
    cache.set('huge', { cells: 101 });
    expect(cache.get('huge')).toBeUndefined();
  });

  it('spells equal definitions the same, whatever the member order or chart', () => {
    const one = define({
      rows: ['state'],
      measures: [{ id: 'u', field: 'units', aggregate: 'sum' }],
      filters: { members: [{ dimension: 'state', values: ['TX', 'CA', 'CA'] }] },
    });
    const two = {
      ...one,
      chart: { type: 'map' as const },
      filters: { members: [{ dimension: 'state', values: ['CA', 'TX'], exclude: false }] },
    };
    expect(normaliseDefinition(two)).toBe(normaliseDefinition(one));
    expect(normaliseDefinition({ ...one, rows: ['region'] })).not.toBe(normaliseDefinition(one));
  });
});
