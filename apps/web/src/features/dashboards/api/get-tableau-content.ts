// GET mti/getTableauContent/{detailId} (spec §7): the ticket that starts the dashboard.
import { tableauContentResponse } from '@mti/contracts/dashboards/dashboards-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

/** A ticket lasts 30 minutes on the server; a page left open fetches a fresh one before that. */
const TICKET_REFRESH_MS = 20 * 60_000;

export function tableauContentQuery(detailId: string) {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'dashboard-content', detailId],
    queryFn: ({ signal }) =>
      apiGet(`mti/getTableauContent/${encodeURIComponent(detailId)}`, {
        schema: tableauContentResponse,
        // The page sends every error to its status page itself (spec §8), {code, msg} ones included.
        errorPages: false,
        signal,
      }),
    // No automatic retry: the page sends any failure to its status page at once (spec §8).
    retry: false,
    staleTime: TICKET_REFRESH_MS,
    refetchInterval: TICKET_REFRESH_MS,
    refetchOnWindowFocus: false,
  });
}
