// PUT /api/contributions/usmto-advance/periods/{period}: the month's orders (replaced until the deadline).
import { type SubmitUsmtoAdvanceBody, usmtoAdvanceStatus } from '@mti/contracts/contributions/usmto-advance-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/http.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';
import { contributionsQueryKeys } from './contributions-query-keys.ts';

export function useSubmitUsmtoAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, body }: { period: string; body: SubmitUsmtoAdvanceBody }) =>
      apiPut(`/api/contributions/usmto-advance/periods/${period}`, body, {
        schema: usmtoAdvanceStatus,
        errorPages: false,
      }),
    onSuccess: (status) => {
      queryClient.setQueryData(contributionsQueryKeys.usmtoAdvance, status);
      return queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope });
    },
  });
}
