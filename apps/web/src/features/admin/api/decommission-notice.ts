// GET and PUT /api/admin/console/announcements/decommission-notice (issue 19, spec §2, §9). A save
// also drops the cached main configuration, so this browser's launcher shows the new notice at once;
// other browsers read it on their next page load (the server does not cache config.json).
import {
  type DecommissionNoticeBody,
  type DecommissionNoticeResponse,
  decommissionNoticeResponse,
} from '@mti/contracts/content/decommission-notice';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { siteConfigQuery } from '../../../lib/site-config.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'decommission-notice'] as const;
const url = 'admin/console/announcements/decommission-notice';

export function decommissionNoticeQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<DecommissionNoticeResponse>(url, { schema: decommissionNoticeResponse, signal }),
  });
}

export function useSaveDecommissionNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecommissionNoticeBody) =>
      apiPut<DecommissionNoticeResponse>(url, body, { schema: decommissionNoticeResponse, errorPages: false }),
    onSuccess: (notice) => {
      client.setQueryData(key, notice);
      client.invalidateQueries({ queryKey: siteConfigQuery().queryKey });
    },
  });
}
