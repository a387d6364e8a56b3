// GET api/passport/territories and PUT territories/{siteId}: who covers which states and countries.
import {
  type AssignTerritoryBody,
  PASSPORT_PATHS,
  type TerritoriesResponse,
  territoriesResponse,
} from '@mti/contracts/passport/passport-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { passportKeys } from './passport-query-keys.ts';

export function territoriesQuery(showYear: string) {
  return queryOptions({
    queryKey: passportKeys.territories(showYear),
    queryFn: ({ signal }) =>
      apiGet<TerritoriesResponse>(PASSPORT_PATHS.territories, {
        query: { show_year: showYear },
        schema: territoriesResponse,
        errorPages: false,
        signal,
      }),
  });
}

export function useAssignTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, body }: { siteId: string; body: AssignTerritoryBody }) =>
      apiPut<TerritoriesResponse>(PASSPORT_PATHS.territory(siteId), body, {
        schema: territoriesResponse,
        errorPages: false,
      }),
    onSuccess: (territories) => {
      queryClient.setQueryData(passportKeys.territories(territories.show_year), territories);
      // Results of the users whose territory changed are no longer what the server would answer.
      void queryClient.invalidateQueries({ queryKey: [...passportKeys.all, 'find'] });
      void queryClient.invalidateQueries({ queryKey: [...passportKeys.all, 'search'] });
    },
  });
}
