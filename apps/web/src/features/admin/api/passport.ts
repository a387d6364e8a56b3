// The console's Exhibitor Passport and Jobs calls (issue 19): paid seats, a seat reassignment,
// the companies' daily sending caps (versioned) and a job retry. Each change reloads every console list.
import type { ConsoleReassignBody, PaidSeatsBody } from '@mti/contracts/admin/console-passport';
import { sendingCap } from '@mti/contracts/passport/campaigns-api';
import { adminSubscription } from '@mti/contracts/passport/passport-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const base = 'admin/console/passport';
const noErrorPage = { errorPages: false } as const;

function useConsoleChange<Input>(send: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
  });
}

export const useAddPaidSeats = () =>
  useConsoleChange(({ subscriptionId, body }: { subscriptionId: number; body: PaidSeatsBody }) =>
    apiPost(`${base}/subscriptions/${subscriptionId}/paid-seats`, body, { schema: adminSubscription, ...noErrorPage }),
  );

export const useReassignContractSeat = () =>
  useConsoleChange(({ subscriptionId, body }: { subscriptionId: number; body: ConsoleReassignBody }) =>
    apiPost(`${base}/subscriptions/${subscriptionId}/reassign`, body, { schema: adminSubscription, ...noErrorPage }),
  );

export const useSetSendingCap = () =>
  useConsoleChange(({ companyId, dailyCap, version }: { companyId: number; dailyCap: number; version: number }) =>
    apiPut(
      `${base}/sending-caps/${companyId}`,
      { daily_cap: dailyCap, version },
      { schema: sendingCap, ...noErrorPage },
    ),
  );

export const useRetryJob = () =>
  useConsoleChange((jobId: number) => apiPost(`admin/console/jobs/${jobId}/retry`, undefined, noErrorPage));
