// One app in the console's Catalogue: GET and PUT /api/admin/console/apps/:appKey. A save refreshes
// the app and every console list; the launcher's own product list is asked again on its next load.
import { type ConsoleAppDetail, consoleAppDetail, type UpdateAppBody } from '@mti/contracts/admin/console-catalogue';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const appKeyOf = (appKey: string) => [SESSION_QUERY_SCOPE, 'admin-console', 'app', appKey] as const;
const url = (appKey: string) => `admin/console/apps/${encodeURIComponent(appKey)}`;

export function consoleAppQuery(appKey: string) {
  return queryOptions({
    queryKey: appKeyOf(appKey),
    queryFn: ({ signal }) => apiGet<ConsoleAppDetail>(url(appKey), { schema: consoleAppDetail, signal }),
  });
}

export function useSaveApp(appKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAppBody) =>
      apiPut<ConsoleAppDetail>(url(appKey), body, { schema: consoleAppDetail, errorPages: false }),
    onSuccess: (saved) => {
      client.setQueryData(appKeyOf(appKey), saved);
      return client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] });
    },
  });
}

/** Upload or replace the app's launcher image (multipart `version`, `file`); the answer is the app as saved. */
export function useUploadAppImage(appKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, version }: { file: File; version: number }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('file', file, file.name);
      return apiPost<ConsoleAppDetail>(`${url(appKey)}/image`, form, { schema: consoleAppDetail, errorPages: false });
    },
    onSuccess: (saved) => client.setQueryData(appKeyOf(appKey), saved),
  });
}

export function useRemoveAppImage(appKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version }: { version: number }) =>
      apiDelete<ConsoleAppDetail>(`${url(appKey)}/image`, {
        query: { version },
        schema: consoleAppDetail,
        errorPages: false,
      }),
    onSuccess: (saved) => client.setQueryData(appKeyOf(appKey), saved),
  });
}
