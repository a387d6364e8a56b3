// GET/PUT api/passport/activation: whether the company accepted the passport terms; accepting them.
import {
  type AcceptTermsBody,
  type ActivationResponse,
  activationResponse,
  PASSPORT_PATHS,
} from '@mti/contracts/passport/passport-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function activationQuery() {
  return queryOptions({
    queryKey: passportKeys.activation(),
    queryFn: ({ signal }) =>
      apiGet<ActivationResponse>(PASSPORT_PATHS.activation, { schema: activationResponse, errorPages: false, signal }),
  });
}

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptTermsBody) =>
      apiPut<ActivationResponse>(PASSPORT_PATHS.activation, body, { schema: activationResponse, errorPages: false }),
    onSuccess: (activation) => queryClient.setQueryData(passportKeys.activation(), activation),
  });
}
