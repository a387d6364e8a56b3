// The templates written here (booth number, logo, call to action) and the message each starts from.
import { CAMPAIGN_PATHS, campaignTemplatesResponse } from '@mti/contracts/passport/campaigns-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/http.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export function campaignTemplatesQuery() {
  return queryOptions({
    queryKey: [...campaignKeys.all, 'templates'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet(CAMPAIGN_PATHS.templates, { schema: campaignTemplatesResponse, errorPages: false, signal }))
        .templates,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
