// PUT /analytics/api/repo/files/{colon:path}?overwrite=…: Save (overwrite) and Save as (a new name).
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { type RepositoryFileDto, repositoryFileDto } from '@mti/contracts/files/repository-api';
import { encodeRepositoryPath } from '@mti/contracts/files/repository-path';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPut } from '../../../lib/http.ts';
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';
import { savedAnalysisQueryKey } from './analyzer-query-keys.ts';

export type SaveAnalysisRequest = {
  /** The file's path with '/' (`/home/{timss_customer}/Q1 orders.xanalyzer`). */
  path: string;
  definition: AnalysisDefinitionInput;
  overwrite: boolean;
};

export function useSaveAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, definition, overwrite }: SaveAnalysisRequest): Promise<RepositoryFileDto> =>
      withAnalyticsSession(() =>
        apiPut(`/analytics/api/repo/files/${encodeRepositoryPath(path)}`, definition, {
          query: { overwrite: String(overwrite) },
          schema: repositoryFileDto,
          errorPages: false,
        }),
      ),
    onSuccess: (file, { definition }) => {
      // The file as saved is what the editor holds: opening it next needs no request.
      queryClient.setQueryData(savedAnalysisQueryKey(file.path), definition);
      return queryClient.invalidateQueries({ queryKey: repositoryFilesQueryScope });
    },
  });
}
