// GET and PUT /api/admin/console/fia-release-calendar: the FIA survey's release calendar in
// fiaConfig (issue 19, decision 042). A save drops the cached fiaConfig the survey shows.
import {
  type FiaReleaseCalendarBody,
  type FiaReleaseCalendarResponse,
  fiaReleaseCalendarResponse,
} from '@mti/contracts/admin/console-site-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const key = [SESSION_QUERY_SCOPE, 'admin-console', 'fia-release-calendar'] as const;

export function fiaReleaseCalendarQuery() {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<FiaReleaseCalendarResponse>('admin/console/fia-release-calendar', {
        schema: fiaReleaseCalendarResponse,
        signal,
      }),
  });
}

export function useSaveFiaReleaseCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FiaReleaseCalendarBody) =>
      apiPut<FiaReleaseCalendarResponse>('admin/console/fia-release-calendar', body, {
        schema: fiaReleaseCalendarResponse,
        errorPages: false,
      }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      // The survey feature's key for fiaConfig.json (features do not import each other).
      client.invalidateQueries({ queryKey: ['fia-config'] });
    },
  });
}
