// The campaign's send log: one line per recipient (sent, failed, unsubscribed), newest first.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http.ts';
import { CAMPAIGN_PATHS, type SendLogEntry } from '../campaign-draft-contract.ts';
import { LIVE_PROGRESS_MS } from './campaigns.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export function sendLogQuery(campaignId: number, live: boolean) {
  return queryOptions({
    queryKey: campaignKeys.log(campaignId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ entries: SendLogEntry[] }>(CAMPAIGN_PATHS.log(campaignId), { errorPages: false, signal }))
        .entries,
    refetchInterval: live ? LIVE_PROGRESS_MS : false,
  });
}
