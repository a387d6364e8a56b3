// GET, POST, PUT and DELETE /api/admin/console/redirects: the old → new redirect list (issue 19).
import { type RedirectListResponse, redirectListResponse } from '@mti/contracts/admin/console-redirects';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'redirects'] as const;

export function redirectListQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<RedirectListResponse>('admin/console/redirects', { schema: redirectListResponse, signal }),
  });
}

export type RedirectEdit =
  | { kind: 'add'; version: number; oldUrl: string; newUrl: string }
  | { kind: 'edit'; version: number; from: string; oldUrl: string; newUrl: string }
  | { kind: 'delete'; version: number; from: string };

function send(edit: RedirectEdit): Promise<RedirectListResponse> {
  const options = { schema: redirectListResponse, errorPages: false };
  if (edit.kind === 'delete')
    return apiDelete('admin/console/redirects', { ...options, query: { old_url: edit.from, version: edit.version } });
  const body = { version: edit.version, oldUrl: edit.oldUrl, newUrl: edit.newUrl };
  if (edit.kind === 'add') return apiPost('admin/console/redirects', body, options);
  return apiPut('admin/console/redirects', body, { ...options, query: { old_url: edit.from } });
}

export function useChangeRedirects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => client.setQueryData(key, list),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}
