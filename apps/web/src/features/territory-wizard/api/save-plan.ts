// Save (PUT files/{id}), Save as (POST files) and Share (PUT files/{id}/share) of a plan.
import { type ShareAccess, territoryFileSummary } from '@mti/contracts/territory-wizard/territory-api';
import type { TerritoryFile } from '@mti/contracts/territory-wizard/territory-file';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPost, apiPut } from '../../../lib/http.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';
import { territoryQueryKeys } from './territory-query-keys.ts';

function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: territoryQueryKeys.plans }),
      queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope }),
    ]);
}

export function useSavePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, plan }: { id: string; plan: TerritoryFile }) =>
      withAnalyticsSession(() =>
        apiPut(
          `/analytics/api/territories/files/${encodeURIComponent(id)}`,
          { content: plan },
          {
            schema: territoryFileSummary,
            errorPages: false,
          },
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useSavePlanAs() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ fileName, plan, overwrite }: { fileName: string; plan: TerritoryFile; overwrite: boolean }) =>
      withAnalyticsSession(() =>
        apiPost(
          '/analytics/api/territories/files',
          { file_name: fileName, overwrite, content: plan },
          { schema: territoryFileSummary, errorPages: false },
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useSharePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, access }: { id: string; access: ShareAccess }) =>
      withAnalyticsSession(() =>
        apiPut(
          `/analytics/api/territories/files/${encodeURIComponent(id)}/share`,
          { access },
          { schema: territoryFileSummary, errorPages: false },
        ),
      ),
    onSuccess: invalidate,
  });
}
