// The console's exhibitor companies (issue 19, decision 068): the admin module checks nothing itself
// (the console gate did) and changes nothing itself: passport owns companies, contracts and domains.
import type {
  AddDomainBody,
  CompanyListQuery,
  CreateContractBody,
  UpdateCompanyBody,
  UpdateContractBody,
} from '@mti/contracts/admin/console-companies';
import {
  createBoothContract,
  createConsoleCompany,
  deleteBoothContract,
  deleteConsoleCompany,
  exportConsoleCompanies,
  getConsoleCompany,
  listConsoleCompanies,
  renameConsoleCompany,
  revokeSenderDomain,
  updateBoothContract,
  verifySenderDomain,
} from '../passport/service.ts';
import type { ConsoleCall } from './console-gate.ts';

const passportCall = (call: ConsoleCall) => ({ db: call.db, user: call.admin, ip: call.ip });
type CompanyCall = ConsoleCall & { companyId: number };

export const listCompanies = (call: ConsoleCall & { query: CompanyListQuery }) =>
  listConsoleCompanies({ ...passportCall(call), query: call.query });

export const COMPANY_CSV_HEADER = ['Company id', 'Company', 'Booth contracts', 'Users', 'Verified domains'];
export async function exportCompanies(call: ConsoleCall & { query: CompanyListQuery }) {
  return (await exportConsoleCompanies({ ...passportCall(call), query: call.query })).map((c) => [
    c.id,
    c.name,
    c.contracts,
    c.users,
    c.verified_domains,
  ]);
}

export const getCompany = (call: CompanyCall) =>
  getConsoleCompany({ ...passportCall(call), companyId: call.companyId });
export const createCompany = (call: ConsoleCall & { name: string }) =>
  createConsoleCompany({ ...passportCall(call), name: call.name });
export const updateCompany = (call: CompanyCall & { body: UpdateCompanyBody }) =>
  renameConsoleCompany({ ...passportCall(call), companyId: call.companyId, ...call.body });

export const addContract = (call: CompanyCall & { body: CreateContractBody }) =>
  createBoothContract({
    ...passportCall(call),
    companyId: call.companyId,
    showYear: call.body.show_year,
    booth: call.body.booth,
  });
export const changeContract = (call: CompanyCall & { showYear: string; body: UpdateContractBody }) =>
  updateBoothContract({ ...passportCall(call), companyId: call.companyId, showYear: call.showYear, ...call.body });

export const addDomain = (call: CompanyCall & { body: AddDomainBody }) =>
  verifySenderDomain({ ...passportCall(call), companyId: call.companyId, domain: call.body.domain });
export const revokeDomain = (call: CompanyCall & { domain: string }) =>
  revokeSenderDomain({ ...passportCall(call), companyId: call.companyId, domain: call.domain.toLowerCase() });
export const deleteCompany = (call: CompanyCall & { version: number }) =>
  deleteConsoleCompany({ ...passportCall(call), companyId: call.companyId, version: call.version });
export const deleteContract = (call: CompanyCall & { showYear: string; version: number }) =>
  deleteBoothContract({
    ...passportCall(call),
    companyId: call.companyId,
    showYear: call.showYear,
    version: call.version,
  });
