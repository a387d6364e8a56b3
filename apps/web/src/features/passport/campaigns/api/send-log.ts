// The campaign's send log, a page at a time; polled while the campaign sends.
import { CAMPAIGN_PATHS, campaignLogResponse } from '@mti/contracts/passport/campaigns-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http.ts';
import { campaignKeys } from './campaign-query-keys.ts';
import { LIVE_PROGRESS_MS } from './refresh-timing.ts';

export const LOG_PAGE_SIZE = 50;

export function sendLogQuery(campaignId: number, page: number, live: boolean) {
  return queryOptions({
    queryKey: [...campaignKeys.log(campaignId), page] as const,
    queryFn: ({ signal }) =>
      apiGet(CAMPAIGN_PATHS.log(campaignId), {
        query: { page, page_size: LOG_PAGE_SIZE },
        schema: campaignLogResponse,
        errorPages: false,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_PROGRESS_MS : false,
  });
}
