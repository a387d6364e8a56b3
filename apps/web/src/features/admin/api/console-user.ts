// One user in the console: GET …/users/:siteId, and the calls that change them (PUT the form,
// POST an action, a reset link or a seat reassignment, POST a new user). Each change refreshes
// the user and the lists.
import type { UserCompanyBody, UserRolesBody } from '@mti/contracts/admin/user-links';
import { type ConsoleUserDetail, consoleUserDetail, type UserAction } from '@mti/contracts/admin/users';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const userKey = (siteId: string) => [SESSION_QUERY_SCOPE, 'admin-console', 'user', siteId] as const;
const base = (siteId: string) => `admin/console/users/${encodeURIComponent(siteId)}`;

export function consoleUserQuery(siteId: string) {
  return queryOptions({
    queryKey: userKey(siteId),
    queryFn: ({ signal }) => apiGet<ConsoleUserDetail>(base(siteId), { schema: consoleUserDetail, signal }),
  });
}

/** After a change: the user as the server now has it, and every console list and trail reloaded. */
function useUserChange<Input>(siteId: string, send: (input: Input) => Promise<ConsoleUserDetail | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      if (user) client.setQueryData(userKey(siteId), user);
      return client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] });
    },
  });
}

export const useSaveUser = (siteId: string) =>
  useUserChange(siteId, (body: Record<string, unknown>) =>
    apiPut<ConsoleUserDetail>(base(siteId), body, { schema: consoleUserDetail, errorPages: false }),
  );

export const useUserAction = (siteId: string) =>
  useUserChange(siteId, ({ action, version }: { action: UserAction; version: number }) =>
    apiPost<ConsoleUserDetail>(
      `${base(siteId)}/${action}`,
      { version },
      { schema: consoleUserDetail, errorPages: false },
    ),
  );

export const useSendResetLink = (siteId: string) =>
  useUserChange(siteId, async () => {
    await apiPost(`${base(siteId)}/reset-link`, undefined, { errorPages: false });
    return undefined;
  });

export const useReassignSeat = (siteId: string) =>
  useUserChange(siteId, ({ subscriptionId, toUserid }: { subscriptionId: number; toUserid: string }) =>
    apiPost<ConsoleUserDetail>(
      `${base(siteId)}/seats/${subscriptionId}/reassign`,
      { to_userid: toUserid, reason: 'employee left' },
      { schema: consoleUserDetail, errorPages: false },
    ),
  );

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<ConsoleUserDetail>('admin/console/users', body, { schema: consoleUserDetail, errorPages: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
  });
}

export const useSaveUserRoles = (siteId: string) =>
  useUserChange(siteId, (body: UserRolesBody) =>
    apiPut<ConsoleUserDetail>(`${base(siteId)}/roles`, body, { schema: consoleUserDetail, errorPages: false }),
  );

export const useSaveUserCompany = (siteId: string) =>
  useUserChange(siteId, (body: UserCompanyBody) =>
    apiPut<ConsoleUserDetail>(`${base(siteId)}/company`, body, { schema: consoleUserDetail, errorPages: false }),
  );
