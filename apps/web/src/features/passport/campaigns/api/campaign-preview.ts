// What a recipient gets: subject, sanitised HTML and text part, merge fields filled for one contact;
// and proofs of it to up to five addresses (sent at once, not sends of the campaign).
import { CAMPAIGN_PATHS, previewResponse, sendProofResponse } from '@mti/contracts/passport/campaigns-api';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/http.ts';
import { campaignKeys } from './campaign-query-keys.ts';

/** `version`: the campaign's saved content, so an edit shows a fresh preview. */
export function campaignPreviewQuery(campaignId: number, contactId: number | null, version: string) {
  return queryOptions({
    queryKey: [...campaignKeys.preview(campaignId, contactId), version] as const,
    queryFn: ({ signal }) =>
      apiPost(CAMPAIGN_PATHS.preview(campaignId), contactId == null ? {} : { contact_id: contactId }, {
        schema: previewResponse,
        errorPages: false,
        signal,
      }),
  });
}

export function useSendProof(campaignId: number) {
  return useMutation({
    mutationFn: (body: { recipients: string[]; contact_id?: number }) =>
      apiPost(CAMPAIGN_PATHS.proofs(campaignId), body, { schema: sendProofResponse, errorPages: false }),
  });
}
