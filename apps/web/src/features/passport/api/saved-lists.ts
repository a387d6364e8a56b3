// api/passport/lists: list, create (from picked contacts or all that a query matches), rename, delete.
import {
  type CreateListBody,
  PASSPORT_PATHS,
  type SavedList,
  savedList,
  savedListsResponse,
} from '@mti/contracts/passport/passport-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function savedListsQuery() {
  return queryOptions({
    queryKey: passportKeys.lists(),
    queryFn: async ({ signal }): Promise<SavedList[]> =>
      (await apiGet(PASSPORT_PATHS.lists, { schema: savedListsResponse, errorPages: false, signal })).lists,
  });
}

function useListMutation<Vars, Result>(call: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passportKeys.lists() }),
  });
}

const options = { schema: savedList, errorPages: false } as const;

export const useCreateList = () =>
  useListMutation((body: CreateListBody) => apiPost<SavedList>(PASSPORT_PATHS.lists, body, options));
export const useRenameList = () =>
  useListMutation(({ listId, name }: { listId: number; name: string }) =>
    apiPut<SavedList>(PASSPORT_PATHS.list(listId), { name }, options),
  );
export const useDeleteList = () =>
  useListMutation((listId: number) => apiDelete(PASSPORT_PATHS.list(listId), { errorPages: false }));
