// GET /api/admin/console/access: whether the signed-in user may use the console; a 403 says why
// (not an administrator, or an administrator acting as a user).
import { type ConsoleAccess, consoleAccessResponse } from '@mti/contracts/admin/console-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function consoleAccessQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'access'],
    queryFn: ({ signal }) => apiGet<ConsoleAccess>('admin/console/access', { schema: consoleAccessResponse, signal }),
    retry: false,
  });
}
