// GET /api/admin/console/site-settings and its two PUTs: the support contact and the header's and
// footer's route lists (issue 19). A save also drops the cached main configuration, so this
// browser's footer and Support page show the new values at once. Both forms save with the version
// the list holds now (one version for the whole configuration); after a refusal (409) the list is
// not reloaded behind the administrator's back: the message asks them to reload and redo.
import {
  type LayoutRoutesBody,
  type SiteSettingsResponse,
  type SupportContactBody,
  siteSettingsResponse,
} from '@mti/contracts/admin/console-site-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { siteConfigQuery } from '../../../lib/site-config.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'site-settings'] as const;

export function siteSettingsQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<SiteSettingsResponse>('admin/console/site-settings', { schema: siteSettingsResponse, signal }),
  });
}

export type SiteSettingsEdit =
  | { part: 'support-contact'; body: SupportContactBody }
  | { part: 'layout-routes'; body: LayoutRoutesBody };

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ part, body }: SiteSettingsEdit) =>
      apiPut<SiteSettingsResponse>(`admin/console/site-settings/${part}`, body, {
        schema: siteSettingsResponse,
        errorPages: false,
      }),
    onSuccess: (settings) => {
      client.setQueryData(key, settings);
      client.invalidateQueries({ queryKey: siteConfigQuery().queryKey });
    },
  });
}
