// The signed-in user's details (spec §7 `GET mti/user`), shared by the header, the launcher and
// the sign-in flows. Cached under the session scope, so signing out removes them.
import { type UserDetails, userDetailsResponse } from '@mti/contracts/identity/identity-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './http.ts';
import { SESSION_QUERY_SCOPE, useLoggedIn } from './session.ts';

export function currentUserQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'user'],
    queryFn: ({ signal }) => apiGet<UserDetails>('mti/user', { schema: userDetailsResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The user's details while signed in; idle (no data, no request) while signed out. */
export function useCurrentUser() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...currentUserQuery(), enabled: loggedIn });
}
