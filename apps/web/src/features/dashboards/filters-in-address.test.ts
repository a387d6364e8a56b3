import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWithFilters } from './filters-in-address.ts';

describe("a product dashboard's filters in its address", () => {
  it('writes the chosen filters beside detailId and reads them back', () => {
    const search = searchWithFilters(new URLSearchParams('detailId=4107'), { region: 'Southeast', from: '2026-01' });
    expect(search.toString()).toBe('detailId=4107&from=2026-01&region=Southeast');
    expect(filtersFromSearch(search)).toEqual({ from: '2026-01', region: 'Southeast' });
  });

  it('drops a filter that is cleared, and reads an address the server would refuse as no filters', () => {
    const cleared = searchWithFilters(new URLSearchParams('detailId=1&region=West'), { region: undefined });
    expect(cleared.toString()).toBe('detailId=1');
    expect(filtersFromSearch(new URLSearchParams('from=2026-05&to=2026-01'))).toEqual({});
  });
});
