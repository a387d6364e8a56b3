// The state of a list paged on the server (the console's lists, the passport's seats) kept in the
// address (page, sort, dir, q and the list's filters), so that a reload or a shared link shows the same
// page. Changing a filter goes back to page 1. A page with two lists gives one a prefix for its names
// in the address, so the lists keep apart.
import { useSearchParams } from 'react-router';
import type { TableSort } from './data-table.tsx';

export function useListState(defaults: { sort: string; dir: 'asc' | 'desc' }, prefix = '') {
  const [search, setSearch] = useSearchParams();
  const get = (name: string) => search.get(prefix + name) ?? '';
  const page = Math.max(1, Number(get('page') || 1) || 1);
  const sort: TableSort = {
    key: get('sort') || defaults.sort,
    direction: (get('dir') || defaults.dir) === 'desc' ? 'descending' : 'ascending',
  };

  function update(changes: Record<string, string>, keepPage = false) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '') next.delete(prefix + name);
          else next.set(prefix + name, value);
        }
        if (!keepPage) next.delete(`${prefix}page`);
        return next;
      },
      { replace: true },
    );
  }

  return {
    page,
    sort,
    get,
    setPage: (p: number) => update({ page: String(p) }, true),
    setSort: (s: TableSort) => update({ sort: s.key, dir: s.direction === 'descending' ? 'desc' : 'asc' }),
    /** Sets several filters at once (one address change), back to page 1. */
    setFilters: (values: Record<string, string>) => update(values),
    /** The query the server takes. */
    params: (filters: readonly string[], pageSize: number) => ({
      page,
      page_size: pageSize,
      sort: sort.key,
      dir: sort.direction === 'descending' ? 'desc' : 'asc',
      ...Object.fromEntries(filters.map((f) => [f, get(f) || undefined])),
    }),
  };
}
