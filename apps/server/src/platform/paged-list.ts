// The administrator console's list query (decision 050): one SELECT, paged, sorted by a declared
// column and filtered by a free-text search, answering {rows, total}; the same query without the
// page feeds the CSV export. Sort columns come from the list's own map, never from the request.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './db.ts';

export type PagedListSpec<S extends string> = {
  /** `select … from … [join …]` without where, order or limit. */
  select: SQL;
  /** The sortable columns by the names the query's `sort` takes. */
  sortColumns: Record<S, SQL>;
  /** A unique column that breaks ties, so that pages never overlap. */
  tieBreaker: SQL;
  /** Columns the free-text search looks in (case-insensitive substring). */
  searchColumns: SQL[];
  /** Further conditions (filters of the list), joined with and. */
  where?: SQL[];
};

export type ListRequest<S extends string> = {
  page: number;
  page_size: number;
  sort: S;
  dir: 'asc' | 'desc';
  q: string;
};

/** The `%…%` pattern of a search, its own % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf<S extends string>(spec: PagedListSpec<S>, q: string): SQL {
  const conditions = [...(spec.where ?? [])];
  if (q !== '' && spec.searchColumns.length > 0) {
    const pattern = likePattern(q);
    conditions.push(
      sql`(${sql.join(
        spec.searchColumns.map((c) => sql`${c} ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

function orderOf<S extends string>(spec: PagedListSpec<S>, request: ListRequest<S>): SQL {
  const dir = request.dir === 'desc' ? sql`desc` : sql`asc`;
  return sql`${spec.sortColumns[request.sort]} ${dir} nulls last, ${spec.tieBreaker} ${dir}`;
}

/** One page of the list and how many rows match in all. */
export async function pagedList<S extends string, Row>(
  db: Db,
  spec: PagedListSpec<S>,
  request: ListRequest<S>,
): Promise<{ rows: Row[]; total: number }> {
  const where = whereOf(spec, request.q);
  const rows = await rowsOf<Row>(
    db,
    sql`${spec.select} where ${where} order by ${orderOf(spec, request)}
        limit ${request.page_size} offset ${(request.page - 1) * request.page_size}`,
  );
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${spec.select} where ${where}) as matching`,
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Every matching row in the list's order, up to maxRows: what the CSV export writes. */
export async function allListRows<S extends string, Row>(
  db: Db,
  spec: PagedListSpec<S>,
  request: Omit<ListRequest<S>, 'page' | 'page_size'>,
  maxRows: number,
): Promise<Row[]> {
  const full = { ...request, page: 1, page_size: maxRows };
  return rowsOf<Row>(
    db,
    sql`${spec.select} where ${whereOf(spec, full.q)} order by ${orderOf(spec, full)} limit ${maxRows}`,
  );
}
