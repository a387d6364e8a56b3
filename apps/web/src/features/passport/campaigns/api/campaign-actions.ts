// Schedule, send now, pause, resume and cancel: each a POST the server checks against the shared
// transition table; the answer is the campaign in its new status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/http.ts';
import { CAMPAIGN_PATHS, type Campaign, type CampaignAction } from '../campaign-draft-contract.ts';
import { useCampaignChanged } from './campaigns.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export type ActionVars = { action: CampaignAction; sendAt?: string };

export function useCampaignAction(campaignId: number) {
  const changed = useCampaignChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, sendAt }: ActionVars) =>
      apiPost<Campaign>(
        CAMPAIGN_PATHS.action(campaignId, action),
        action === 'schedule' ? { send_at: sendAt } : {},
        { errorPages: false },
      ),
    onSuccess: async (campaign) => {
      await changed(campaign);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.log(campaignId) });
    },
  });
}
