// Schedule, send now, pause, resume and cancel: each a POST the server checks against the shared
// transition table; the answer is the campaign in its new status.
import {
  CAMPAIGN_PATHS,
  type CampaignAction,
  type CampaignDetail,
  campaignDetail,
} from '@mti/contracts/passport/campaigns-api';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/http.ts';
import { useCampaignChanged } from './campaigns.ts';

const PATH_OF: Record<CampaignAction, (campaignId: number) => string> = {
  schedule: CAMPAIGN_PATHS.schedule,
  send_now: CAMPAIGN_PATHS.sendNow,
  pause: CAMPAIGN_PATHS.pause,
  resume: CAMPAIGN_PATHS.resume,
  cancel: CAMPAIGN_PATHS.cancel,
};

export type ActionVars = { action: CampaignAction; sendAt?: string };

export function useCampaignAction(campaignId: number) {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: ({ action, sendAt }: ActionVars) =>
      apiPost<CampaignDetail>(PATH_OF[action](campaignId), action === 'schedule' ? { send_at: sendAt } : {}, {
        schema: campaignDetail,
        errorPages: false,
      }),
    onSuccess: changed,
  });
}
