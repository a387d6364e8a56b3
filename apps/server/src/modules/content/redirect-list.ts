// The console's redirect list (issue 19, decision 050): the entries of the site configuration's
// redirectUrls as rows, paged, sorted and searched in SQL like every console list, so neither the
// page nor its CSV ships the whole list. The list stays one versioned value (its changes are checked
// as a whole for chains and loops); each row carries that value's version, so a page and the version
// an edit sends back are read in one statement.
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type { RedirectEntry, RedirectListQuery, RedirectListResponse } from '@mti/contracts/admin/console-redirects';
import { normalizeRedirectPath } from '@mti/contracts/content/redirects';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';

type Sort = RedirectListQuery['sort'];
type RedirectRow = RedirectEntry & { list_version: number };

const listSpec = (configKey: string): PagedListSpec<Sort> => ({
  select: sql`select * from (select r.entry->>'oldUrl' as "oldUrl", r.entry->>'newUrl' as "newUrl", r.position,
      c.version as list_version
    from app_config c
    cross join lateral jsonb_array_elements(coalesce(c.value->'redirectUrls', '[]'::jsonb))
      with ordinality as r(entry, position)
    where c.key = ${configKey}) as redirects`,
  sortColumns: { old_url: sql`lower("oldUrl")`, new_url: sql`lower("newUrl")` },
  tieBreaker: sql`position`,
  searchColumns: [sql`"oldUrl"`, sql`"newUrl"`],
});

const entryOf = ({ oldUrl, newUrl }: RedirectRow): RedirectEntry => ({ oldUrl, newUrl });

/** One page of redirects; `fallbackVersion` reads the version when the page is empty. */
export async function pageOfRedirects(
  db: Db,
  configKey: string,
  query: RedirectListQuery,
  fallbackVersion: () => Promise<number>,
): Promise<RedirectListResponse> {
  const { rows, total } = await pagedList<Sort, RedirectRow>(db, listSpec(configKey), query);
  const version = rows[0]?.list_version ?? (await fallbackVersion());
  return { rows: rows.map(entryOf), total, page: query.page, page_size: query.page_size, version };
}

/** Every matching redirect in the list's order: the CSV. */
export async function allRedirects(db: Db, configKey: string, query: RedirectListQuery): Promise<RedirectEntry[]> {
  const rows = await allListRows<Sort, RedirectRow>(db, listSpec(configKey), query, CONSOLE_EXPORT_MAX_ROWS);
  return rows.map(entryOf);
}

/** The redirects from or to either address (as the redirect hook matches them): what a candidate can clash with. */
export function redirectNeighbours(list: readonly RedirectEntry[], addresses: readonly string[]): RedirectEntry[] {
  const wanted = new Set(addresses.filter((a) => a.trim() !== '').map(normalizeRedirectPath));
  return list.filter((e) => wanted.has(normalizeRedirectPath(e.oldUrl)) || wanted.has(normalizeRedirectPath(e.newUrl)));
}
