// The administrator's passport calls: subscriptions and their seats, paged, sorted and searched on the
// server (decision 102), their changes (extra seats, give a seat, reassign with a reason), and recording
// a "forgotten" request (the console lists them, decision 099).
import {
  type AdminSubscription,
  adminSubscription,
  forgetPersonResponse,
  PASSPORT_PATHS,
  seatListResponse,
} from '@mti/contracts/passport/passport-api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { consoleListsQueryScope } from '../../../lib/shared-query-keys.ts';
import { passportKeys } from './passport-query-keys.ts';

const adminKeys = {
  subscriptions: () => [...passportKeys.all, 'admin', 'subscriptions'] as const,
};

export type SeatListParams = Record<string, string | number | undefined>;

/** One page of the subscriptions for the list's page, sort and search. */
export function adminSeatListQuery(params: SeatListParams) {
  return queryOptions({
    queryKey: [...adminKeys.subscriptions(), params],
    queryFn: ({ signal }) =>
      apiGet(PASSPORT_PATHS.adminSubscriptions, {
        query: params,
        schema: seatListResponse,
        errorPages: false,
        signal,
      }),
    // The page shown stays while the next one loads, as in the console's lists.
    placeholderData: keepPreviousData,
  });
}

/** A seat change: the answer is the subscription as it now is. */
export type SeatChange =
  | { kind: 'extra'; subscriptionId: number; seats: number; reason: string }
  | { kind: 'assign'; subscriptionId: number; siteId: string; reason: string }
  | { kind: 'reassign'; subscriptionId: number; fromSiteId: string; toSiteId: string; reason: string };

function sendSeatChange(change: SeatChange): Promise<AdminSubscription> {
  const options = { schema: adminSubscription, errorPages: false } as const;
  const { subscriptionId: id, reason } = change;
  if (change.kind === 'extra')
    return apiPost(PASSPORT_PATHS.adminExtraSeats(id), { seats: change.seats, reason }, options);
  if (change.kind === 'assign')
    return apiPost(PASSPORT_PATHS.adminAssignSeat(id), { site_id: change.siteId, reason }, options);
  return apiPost(
    PASSPORT_PATHS.adminReassignSeat(id),
    { from_site_id: change.fromSiteId, to_site_id: change.toSiteId, reason },
    options,
  );
}

export function useSeatChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSeatChange,
    // The console's booth contracts show the same seats.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.subscriptions() }),
        queryClient.invalidateQueries({ queryKey: consoleListsQueryScope }),
      ]),
  });
}

export function useForgetPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; reason?: string }) =>
      apiPost(PASSPORT_PATHS.adminForgotten, body, { schema: forgetPersonResponse, errorPages: false }),
    // Every list, search and count may have lost the person; the console lists the request.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passportKeys.all }),
        queryClient.invalidateQueries({ queryKey: consoleListsQueryScope }),
      ]),
  });
}
