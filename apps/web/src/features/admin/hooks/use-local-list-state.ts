// A console list's state (page, sort, dir, q) kept in the component rather than the address: for a
// list that shares its screen with another list (Configuration), whose `sort` and `q` would collide.
import { useState } from 'react';
import type { TableSort } from '../../../components/data-table.tsx';
import type { useListState } from './use-list-state.ts';

export function useLocalListState(defaults: { sort: string; dir: 'asc' | 'desc' }): ReturnType<typeof useListState> {
  const [values, setValues] = useState<Record<string, string>>({ sort: defaults.sort, dir: defaults.dir });
  const get = (name: string) => values[name] ?? '';
  const page = Math.max(1, Number(values.page ?? 1) || 1);
  const sort: TableSort = { key: get('sort'), direction: get('dir') === 'desc' ? 'descending' : 'ascending' };
  const update = (changes: Record<string, string>, keepPage = false) =>
    setValues((current) => ({ ...current, ...changes, ...(keepPage ? {} : { page: '1' }) }));
  return {
    page,
    sort,
    get,
    setPage: (p: number) => update({ page: String(p) }, true),
    setSort: (s: TableSort) => update({ sort: s.key, dir: s.direction === 'descending' ? 'desc' : 'asc' }),
    setFilters: (changes: Record<string, string>) => update(changes),
    params: (filters: readonly string[], pageSize: number) => ({
      page,
      page_size: pageSize,
      sort: sort.key,
      dir: sort.direction === 'descending' ? 'desc' : 'asc',
      ...Object.fromEntries(filters.map((f) => [f, get(f) || undefined])),
    }),
  };
}
