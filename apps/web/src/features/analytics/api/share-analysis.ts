// PUT /analytics/api/saved-analyses/{id}/share: the owner shares a saved analysis read-only with
// their organisation, or stops sharing it (decision 075).
import {
  type AnalysisShareAccess,
  type SavedAnalysisResponse,
  type SavedAnalysisSummary,
  savedAnalysisSummary,
} from '@mti/contracts/analytics/saved-analysis-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPut } from '../../../lib/http.ts';
import { savedAnalysisAtPathScope, savedAnalysisByIdQueryKey } from './analyzer-query-keys.ts';

export function useShareAnalysis(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (access: AnalysisShareAccess) =>
      withAnalyticsSession(() =>
        apiPut(
          `/analytics/api/saved-analyses/${encodeURIComponent(id)}/share`,
          { access },
          { schema: savedAnalysisSummary, errorPages: false },
        ),
      ),
    // The opened analysis learns its new share without asking again (the editor keeps its definition),
    // whether it was opened by id or by its path.
    onSuccess: (file) => {
      queryClient.setQueryData<SavedAnalysisResponse>(savedAnalysisByIdQueryKey(id), (old) =>
        old ? { ...old, file } : old,
      );
      queryClient.setQueriesData<SavedAnalysisSummary>({ queryKey: savedAnalysisAtPathScope }, (old) =>
        old?.id === id ? file : old,
      );
    },
  });
}
