// api/passport/campaigns: the company's campaigns (polled while one is sending or due to start),
// one campaign, create by name, and saving the editor's fields.
import {
  CAMPAIGN_PATHS,
  type CampaignDetail,
  campaignDetail,
  campaignsResponse,
  type UpdateCampaignBody,
} from '@mti/contracts/passport/campaigns-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../../../lib/http.ts';
import { campaignKeys } from './campaign-query-keys.ts';
import { nextLookForAll, nextLookMs } from './refresh-timing.ts';

export function campaignsQuery() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiGet(CAMPAIGN_PATHS.campaigns, { schema: campaignsResponse, errorPages: false, signal })).campaigns,
    refetchInterval: (query) => nextLookForAll(query.state.data),
  });
}

export function campaignQuery(campaignId: number) {
  return queryOptions({
    queryKey: campaignKeys.one(campaignId),
    queryFn: ({ signal }) =>
      apiGet(CAMPAIGN_PATHS.campaign(campaignId), { schema: campaignDetail, errorPages: false, signal }),
    refetchInterval: (query) => (query.state.data ? nextLookMs(query.state.data) : false),
  });
}

/** After any change the list and the campaign's page show the server's new state. */
export function useCampaignChanged() {
  const queryClient = useQueryClient();
  return (campaign: CampaignDetail) => {
    queryClient.setQueryData(campaignKeys.one(campaign.campaign_id), campaign);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
      queryClient.invalidateQueries({ queryKey: campaignKeys.log(campaign.campaign_id) }),
    ]);
  };
}

const options = { schema: campaignDetail, errorPages: false } as const;

export function useCreateCampaign() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (name: string) => apiPost<CampaignDetail>(CAMPAIGN_PATHS.campaigns, { name }, options),
    onSuccess: changed,
  });
}

export function useUpdateCampaign(campaignId: number) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (changes: UpdateCampaignBody) =>
      apiPatch<CampaignDetail>(CAMPAIGN_PATHS.campaign(campaignId), changes, options),
    onSuccess: changed,
  });
}
