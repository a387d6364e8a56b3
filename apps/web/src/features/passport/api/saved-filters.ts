// api/passport/filters: list, save, rename, delete and refresh (recount) saved Find Prospects criteria.
import {
  PASSPORT_PATHS,
  type SavedFilter,
  type SaveFilterBody,
  savedFilter,
  savedFiltersResponse,
} from '@mti/contracts/passport/passport-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function savedFiltersQuery() {
  return queryOptions({
    queryKey: passportKeys.filters(),
    queryFn: async ({ signal }): Promise<SavedFilter[]> =>
      (await apiGet(PASSPORT_PATHS.filters, { schema: savedFiltersResponse, errorPages: false, signal })).filters,
  });
}

export function savedFilterQuery(filterId: number) {
  return queryOptions({
    queryKey: [...passportKeys.filters(), filterId],
    queryFn: ({ signal }) =>
      apiGet<SavedFilter>(PASSPORT_PATHS.filter(filterId), { schema: savedFilter, errorPages: false, signal }),
  });
}

function useFilterMutation<Vars>(call: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passportKeys.filters() }),
  });
}

const options = { schema: savedFilter, errorPages: false } as const;

export const useSaveFilter = () =>
  useFilterMutation((body: SaveFilterBody) => apiPost<SavedFilter>(PASSPORT_PATHS.filters, body, options));
export const useRenameFilter = () =>
  useFilterMutation(({ filterId, name }: { filterId: number; name: string }) =>
    apiPut<SavedFilter>(PASSPORT_PATHS.filter(filterId), { name }, options),
  );
export const useDeleteFilter = () =>
  useFilterMutation((filterId: number) => apiDelete(PASSPORT_PATHS.filter(filterId), { errorPages: false }));
export const useRefreshFilter = () =>
  useFilterMutation((filterId: number) => apiPost<SavedFilter>(PASSPORT_PATHS.refreshFilter(filterId), {}, options));
