// The administrator console's lists (decision 050): every list is paged, sorted and filtered on
// the server with the same query, and exported as CSV with it. A list declares its sortable columns.
import { z } from 'zod';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const CONSOLE_PAGE_SIZE_MAX = 200;
/** Rows an export writes at most; the screen says so when a filter matches more. */
export const CONSOLE_EXPORT_MAX_ROWS = 50_000;
export const SEARCH_TOO_LONG = 'Search cannot be more than 200 characters long!';

/**
 * The query of a console list: page (from 1), page_size, sort (one of the list's columns, the
 * first by default), dir and q (a free-text search, blank for none).
 */
export function consoleListQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(CONSOLE_PAGE_SIZE_MAX).default(25),
    sort: z.enum(sortable).default(sortable[0]),
    dir: z.enum(SORT_DIRECTIONS).default('asc'),
    q: z.string().trim().max(200, { message: SEARCH_TOO_LONG }).default(''),
  });
}
export type ConsoleListQuery<S extends string = string> = {
  page: number;
  page_size: number;
  sort: S;
  dir: (typeof SORT_DIRECTIONS)[number];
  q: string;
};

/** The answer of a console list: one page of rows and how many match in all. */
export function consoleListResponse<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
