// What a recipient gets: subject, sanitised HTML and text part, merge fields filled for one contact.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/http.ts';
import { CAMPAIGN_PATHS, type CampaignPreview } from '../campaign-draft-contract.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export function campaignPreviewQuery(campaignId: number, contactId: number | null) {
  return queryOptions({
    queryKey: campaignKeys.preview(campaignId, contactId),
    queryFn: ({ signal }) =>
      apiGet<CampaignPreview>(CAMPAIGN_PATHS.preview(campaignId), {
        query: contactId == null ? {} : { contact_id: String(contactId) },
        errorPages: false,
        signal,
      }),
  });
}

/** Proofs go out at once to up to five addresses; they are not sends of the campaign. */
export function useSendProof(campaignId: number) {
  return useMutation({
    mutationFn: (addresses: string[]) =>
      apiPost<{ sent: number }>(CAMPAIGN_PATHS.proofs(campaignId), { addresses }, { errorPages: false }),
  });
}
