// The company's sender domains: a From Email must be on a verified one. Adding one sends a
// confirmation e-mail to an address at the domain; it is verified when its link is followed.
import { CAMPAIGN_PATHS, senderDomainsResponse } from '@mti/contracts/passport/campaigns-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/http.ts';
import { campaignKeys } from './campaign-query-keys.ts';

export function senderDomainsQuery() {
  return queryOptions({
    queryKey: campaignKeys.domains(),
    queryFn: async ({ signal }) =>
      (await apiGet(CAMPAIGN_PATHS.senderDomains, { schema: senderDomainsResponse, errorPages: false, signal }))
        .domains,
  });
}

export function useAddSenderDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiPost(CAMPAIGN_PATHS.senderDomains, { email }, { schema: senderDomainsResponse, errorPages: false }),
    // The answer is the company's domains with the new one: the table shows it at once.
    onSuccess: (answer) => queryClient.setQueryData(campaignKeys.domains(), answer.domains),
  });
}
