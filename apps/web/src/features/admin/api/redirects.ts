// /api/admin/console/redirects (issue 19): the old → new list paged like every console list (see
// console-list.ts), the redirects a candidate could clash with, and POST, PUT and DELETE of one.
import {
  type RedirectChangeResponse,
  type RedirectNeighboursResponse,
  redirectChangeResponse,
  redirectNeighboursResponse,
} from '@mti/contracts/admin/console-redirects';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { consoleListKey } from './console-list.ts';

export const REDIRECT_LIST = 'redirects';

/** The redirects from or to either address; the form checks chains and loops against these. */
export function redirectNeighboursQuery(oldUrl: string, newUrl: string) {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'redirect-neighbours', oldUrl, newUrl],
    queryFn: ({ signal }) =>
      apiGet<RedirectNeighboursResponse>('admin/console/redirects/neighbours', {
        query: { old_url: oldUrl, new_url: newUrl },
        schema: redirectNeighboursResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export type RedirectEdit =
  | { kind: 'add'; version: number; oldUrl: string; newUrl: string }
  | { kind: 'edit'; version: number; from: string; oldUrl: string; newUrl: string }
  | { kind: 'delete'; version: number; from: string };

function send(edit: RedirectEdit): Promise<RedirectChangeResponse> {
  const options = { schema: redirectChangeResponse, errorPages: false };
  if (edit.kind === 'delete')
    return apiDelete('admin/console/redirects', { ...options, query: { old_url: edit.from, version: edit.version } });
  const body = { version: edit.version, oldUrl: edit.oldUrl, newUrl: edit.newUrl };
  if (edit.kind === 'add') return apiPost('admin/console/redirects', body, options);
  return apiPut('admin/console/redirects', body, { ...options, query: { old_url: edit.from } });
}

/** After a change (or a refusal, which may mean the list moved on) every page and check is read again. */
export function useChangeRedirects() {
  const client = useQueryClient();
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: consoleListKey(REDIRECT_LIST) }),
      client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'redirect-neighbours'] }),
    ]);
  return useMutation({ mutationFn: send, onSuccess: reload, onError: reload });
}
