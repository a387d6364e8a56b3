// The company's sender domains: a From Email must be on a verified one. Adding a domain sends a
// confirmation e-mail; the domain is verified when its link is followed.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/http.ts';
import { CAMPAIGN_PATHS, type SenderDomain } from '../campaign-draft-contract.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export function senderDomainsQuery() {
  return queryOptions({
    queryKey: campaignKeys.domains(),
    queryFn: async ({ signal }) =>
      (await apiGet<{ domains: SenderDomain[] }>(CAMPAIGN_PATHS.domains, { errorPages: false, signal })).domains,
  });
}

export function useAddSenderDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { domain: string; confirm_email: string }) =>
      apiPost<SenderDomain>(CAMPAIGN_PATHS.domains, body, { errorPages: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.domains() }),
  });
}
