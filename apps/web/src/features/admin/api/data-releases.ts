// GET /api/admin/console/data-releases and PUT …/:datasetId: each dataset's release dates on the
// launcher cards (issue 19). The launcher's cached products go, so the cards show the change.
import {
  type DataReleaseBody,
  type DataReleasesResponse,
  dataReleasesResponse,
} from '@mti/contracts/admin/console-data-releases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'data-releases'] as const;

export function dataReleasesQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<DataReleasesResponse>('admin/console/data-releases', { schema: dataReleasesResponse, signal }),
  });
}

export function useSaveDataRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ datasetId, body }: { datasetId: string; body: DataReleaseBody }) =>
      apiPut<DataReleasesResponse>(`admin/console/data-releases/${encodeURIComponent(datasetId)}`, body, {
        schema: dataReleasesResponse,
        errorPages: false,
      }),
    onSuccess: (list) => client.setQueryData(key, list),
  });
}
