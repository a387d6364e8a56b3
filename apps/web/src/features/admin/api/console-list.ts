// Any console list (decision 050): GET /api/admin/console/<list>?page&page_size&sort&dir&q&…
// for a page, and GET …/<list>/export with the same query for its CSV.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, type DownloadedFile, request } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { consoleListsQueryScope } from '../../../lib/shared-query-keys.ts';

export type ListParams = Record<string, string | number | undefined>;

/** The query key of every page of a list: invalidate `consoleListKey(list)` after a change. */
export const consoleListKey = (list: string) => [...consoleListsQueryScope, list] as const;

export function consoleListQuery<T>(list: string, params: ListParams, schema: z.ZodType<T>) {
  return queryOptions({
    queryKey: [...consoleListKey(list), params],
    queryFn: ({ signal }) => apiGet<T>(`admin/console/${list}`, { query: params, schema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the list's CSV for the same filters and order. */
export async function exportConsoleList(list: string, params: ListParams, fileName: string): Promise<void> {
  const file = await request<DownloadedFile>(`admin/console/${list}/export`, { query: params, responseAs: 'file' });
  saveFile(file.blob, file.fileName ?? fileName);
}
