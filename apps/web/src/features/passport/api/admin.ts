// The administrator's passport calls: subscriptions and their seats (extra seats, give a seat,
// reassign with a reason), and recording a "forgotten" request (the console lists them, decision 099).
import {
  type AdminSubscription,
  adminSubscription,
  adminSubscriptionsResponse,
  forgetPersonResponse,
  PASSPORT_PATHS,
} from '@mti/contracts/passport/passport-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { consoleListsQueryScope } from '../../../lib/shared-query-keys.ts';
import { passportKeys } from './passport-query-keys.ts';

const adminKeys = {
  subscriptions: () => [...passportKeys.all, 'admin', 'subscriptions'] as const,
};

export function adminSubscriptionsQuery() {
  return queryOptions({
    queryKey: adminKeys.subscriptions(),
    queryFn: async ({ signal }): Promise<AdminSubscription[]> =>
      (
        await apiGet(PASSPORT_PATHS.adminSubscriptions, {
          schema: adminSubscriptionsResponse,
          errorPages: false,
          signal,
        })
      ).subscriptions,
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
