// What the user page picks from: every exhibitor company (GET …/companies/options) and the
// organisations users already belong to (GET …/organisations).
import { companyOptionsResponse, organisationsResponse } from '@mti/contracts/admin/user-links';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function companyOptionsQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list', 'company-options'],
    queryFn: ({ signal }) =>
      apiGet('admin/console/companies/options', { schema: companyOptionsResponse, signal }).then((r) => r.companies),
  });
}

export function organisationsQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list', 'organisations'],
    queryFn: ({ signal }) =>
      apiGet('admin/console/organisations', { schema: organisationsResponse, signal }).then((r) => r.organisations),
  });
}
