// api/passport/campaigns: the company's campaigns (polled while one is sending), one campaign,
// create by name, and saving the editor's fields.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../../lib/http.ts';
import { CAMPAIGN_PATHS, type Campaign, type CampaignStatus } from '../campaign-draft-contract.ts';
import { campaignKeys } from './campaign-query-keys.ts';

/** How often a list or page with a sending campaign asks for fresh counts. */
export const LIVE_PROGRESS_MS = 2_000;
const sending = (status: CampaignStatus) => status === 'running';

export function campaignsQuery() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiGet<{ campaigns: Campaign[] }>(CAMPAIGN_PATHS.campaigns, { errorPages: false, signal })).campaigns,
    refetchInterval: (query) =>
      query.state.data?.some((c) => sending(c.status)) ? LIVE_PROGRESS_MS : false,
  });
}

export function campaignQuery(campaignId: number) {
  return queryOptions({
    queryKey: campaignKeys.one(campaignId),
    queryFn: ({ signal }) => apiGet<Campaign>(CAMPAIGN_PATHS.campaign(campaignId), { errorPages: false, signal }),
    refetchInterval: (query) => (query.state.data && sending(query.state.data.status) ? LIVE_PROGRESS_MS : false),
  });
}

/** After any change the list and the campaign's page show the server's new state. */
export function useCampaignChanged() {
  const queryClient = useQueryClient();
  return (campaign: Campaign) => {
    queryClient.setQueryData(campaignKeys.one(campaign.campaign_id), campaign);
    return queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
  };
}

export function useCreateCampaign() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (name: string) => apiPost<Campaign>(CAMPAIGN_PATHS.campaigns, { name }, { errorPages: false }),
    onSuccess: changed,
  });
}

export type CampaignChanges = Partial<
  Pick<
    Campaign,
    | 'name'
    | 'from_name'
    | 'from_email'
    | 'reply_to_email'
    | 'subject'
    | 'list_id'
    | 'email_type'
    | 'template_id'
    | 'html'
    | 'fallbacks'
    | 'click_tracking'
  >
>;

export function useUpdateCampaign(campaignId: number) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (changes: CampaignChanges) =>
      apiPut<Campaign>(CAMPAIGN_PATHS.campaign(campaignId), changes, { errorPages: false }),
    onSuccess: changed,
  });
}
