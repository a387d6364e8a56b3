// One exhibitor company in the console: GET /api/admin/console/companies/:id, and the calls that
// change it (rename, add a company, add, change or delete a booth contract, verify or revoke a
// sender domain; delete the company, decision 074). Each change puts the company as the server now has it in place and reloads every list.
import {
  type AddDomainBody,
  type CompanyFields,
  type ConsoleCompanyDetail,
  type CreateContractBody,
  companyDeletedResponse,
  consoleCompanyDetail,
  type UpdateCompanyBody,
  type UpdateContractBody,
} from '@mti/contracts/admin/console-companies';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const companyKey = (id: number) => [SESSION_QUERY_SCOPE, 'admin-console', 'company', id] as const;
const url = (id: number) => `admin/console/companies/${id}`;
const options = { schema: consoleCompanyDetail, errorPages: false } as const;

export function consoleCompanyQuery(id: number) {
  return queryOptions({
    queryKey: companyKey(id),
    queryFn: ({ signal }) => apiGet<ConsoleCompanyDetail>(url(id), { schema: consoleCompanyDetail, signal }),
  });
}

export type CompanyChange =
  | { kind: 'rename'; body: UpdateCompanyBody }
  | { kind: 'add-contract'; body: CreateContractBody }
  | { kind: 'change-contract'; showYear: string; body: UpdateContractBody }
  | { kind: 'delete-contract'; showYear: string; version: number }
  | { kind: 'verify-domain'; body: AddDomainBody }
  | { kind: 'revoke-domain'; domain: string };

function send(id: number, change: CompanyChange): Promise<ConsoleCompanyDetail> {
  switch (change.kind) {
    case 'rename':
      return apiPut(url(id), change.body, options);
    case 'add-contract':
      return apiPost(`${url(id)}/contracts`, change.body, options);
    case 'change-contract':
      return apiPut(`${url(id)}/contracts/${encodeURIComponent(change.showYear)}`, change.body, options);
    case 'delete-contract':
      return apiDelete(`${url(id)}/contracts/${encodeURIComponent(change.showYear)}`, {
        ...options,
        query: { version: change.version },
      });
    case 'verify-domain':
      return apiPost(`${url(id)}/domains`, change.body, options);
    case 'revoke-domain':
      return apiDelete(`${url(id)}/domains/${encodeURIComponent(change.domain)}`, options);
  }
}

function useAfterChange() {
  const client = useQueryClient();
  return (company: ConsoleCompanyDetail) => {
    client.setQueryData(companyKey(company.id), company);
    return client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] });
  };
}

/** One mutation per form: each form shows its own refusal. */
export function useChangeCompany(id: number) {
  const after = useAfterChange();
  return useMutation({ mutationFn: (change: CompanyChange) => send(id, change), onSuccess: after });
}

export function useCreateCompany() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (fields: CompanyFields) => apiPost<ConsoleCompanyDetail>('admin/console/companies', fields, options),
    onSuccess: after,
  });
}

/** Deletes the company at the version read; the lists load again (its own page is left by the caller). */
export function useDeleteCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      apiDelete(url(id), { schema: companyDeletedResponse, errorPages: false, query: { version } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: companyKey(id) });
      return client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] });
    },
  });
}
