// PUT /api/admin/console/data-releases/:datasetId: a dataset's release dates on the launcher cards
// (issue 19). The list is a console list (paged, sorted, searched and exported on the server). The
// launcher's cached products go, so the cards show the change.
import { type DataReleaseBody, dataReleasesResponse } from '@mti/contracts/admin/console-data-releases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/http.ts';
import { consoleListKey } from './console-list.ts';

/** The console list's path under /api/admin/console. */
export const DATA_RELEASES_LIST = 'data-releases';

export function useSaveDataRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ datasetId, body }: { datasetId: string; body: DataReleaseBody }) =>
      apiPut(`admin/console/data-releases/${encodeURIComponent(datasetId)}`, body, {
        schema: dataReleasesResponse,
        errorPages: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleListKey(DATA_RELEASES_LIST) }),
  });
}
