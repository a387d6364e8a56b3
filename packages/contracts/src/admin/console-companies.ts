// /api/admin/console/companies…: the console's exhibitor companies (issue 19, decision 068): a paged
// list, a company's page with its booth contracts per show cycle and its verified sender domains;
// rename a company, add or change a booth contract, verify or revoke a domain. Every edit sends the
// version it read; the same schemas check the forms in the browser and the bodies on the server.
import { z } from 'zod';
import { blank, requiredText } from '../common/text-rules.ts';
import { recordVersion } from './console-api.ts';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const COMPANY_NAME_TAKEN = 'Another exhibitor company already has this name.';
export const NO_SUCH_COMPANY = 'There is no such exhibitor company.';
export const SHOW_YEAR_UNKNOWN = 'There is no such show cycle. Choose one of the show cycles listed.';
export const CONTRACT_EXISTS = 'This company already has a booth contract for this show cycle. Change that one.';
export const NO_SUCH_CONTRACT = 'This company has no booth contract for this show cycle.';
export const BOOTH_INVALID = 'A booth is 1 to 20 letters, digits, spaces or hyphens, e.g. N-7104.';
export const DOMAIN_INVALID = 'Enter a domain name such as example.com: letters, digits and hyphens, with a dot.';
export const DOMAIN_VERIFIED_ALREADY = 'This domain is already verified for this company.';
export const NO_SUCH_DOMAIN = 'This company has no such sender domain.';
/** Deleting (decision 074): refused while anything of value hangs on the record; the server lists what. */
export const companyHasDependants = (what: string[]) =>
  `This company cannot be deleted while it has ${what.join(', ')}. Remove those first.`;
export const contractHasSubscription = (seats: number) =>
  `This booth contract cannot be deleted: it has a Passport subscription with ${seats} ${
    seats === 1 ? 'seat' : 'seats'
  }.`;

/** A host name of two or more labels (RFC 1035 letters, digits, inner hyphens), at most 253 characters. */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const domainName = z
  .string({ error: DOMAIN_INVALID })
  .trim()
  .toLowerCase()
  .regex(DOMAIN_PATTERN, DOMAIN_INVALID);

const booth = z
  .string({ error: blank('Booth') })
  .trim()
  .min(1, blank('Booth'))
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/, BOOTH_INVALID);

export const COMPANY_SORTS = ['name', 'contracts', 'users', 'verified_domains'] as const;
export const companyListQuery = consoleListQuery(COMPANY_SORTS);
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export const consoleCompanyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  /** Booth contracts over every show cycle. */
  contracts: z.number().int(),
  /** Portal users who work for the company. */
  users: z.number().int(),
  verified_domains: z.number().int(),
});
export type ConsoleCompanyRow = z.infer<typeof consoleCompanyRow>;
export const companyListResponse = consoleListResponse(consoleCompanyRow);

export const companyContract = z.object({
  show_year: z.string(),
  booth: z.string(),
  version: z.number().int(),
  subscription_id: z.number().int().nullable(),
});
export type CompanyContract = z.infer<typeof companyContract>;

export const companyDomain = z.object({
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  confirm_email: z.string(),
  verified_at: z.string().nullable(),
  /** The administrator's username when verified from the console; null when confirmed by mail. */
  verified_by: z.string().nullable(),
});
export type CompanyDomain = z.infer<typeof companyDomain>;

export const consoleCompanyDetail = consoleCompanyRow.extend({
  /** The product categories it shows (where its opportunities come from). */
  products: z.array(z.string()),
  contract_list: z.array(companyContract),
  domain_list: z.array(companyDomain),
  /** Every show cycle a contract may be for. */
  show_years: z.array(z.string()),
});
export type ConsoleCompanyDetail = z.infer<typeof consoleCompanyDetail>;

export const companyFields = z.object({ name: requiredText('Company name') });
export type CompanyFields = z.infer<typeof companyFields>;
export const updateCompanyBody = companyFields.extend({ version: recordVersion });
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;

export const createContractBody = z.object({
  show_year: z.string({ error: SHOW_YEAR_UNKNOWN }).trim().min(1, SHOW_YEAR_UNKNOWN).max(40, SHOW_YEAR_UNKNOWN),
  booth,
});
export type CreateContractBody = z.infer<typeof createContractBody>;
export const updateContractBody = z.object({ booth, version: recordVersion });
export type UpdateContractBody = z.infer<typeof updateContractBody>;

export const addDomainBody = z.object({ domain: domainName });
export type AddDomainBody = z.infer<typeof addDomainBody>;

const id = z.coerce.number().int().min(1).max(2147483647);
export const consoleCompanyParams = z.object({ companyId: id });
export const companyContractParams = z.object({ companyId: id, showYear: z.string().min(1).max(40) });
export const companyDomainParams = z.object({ companyId: id, domain: z.string().min(1).max(253) });

/** DELETE a company or a booth contract names the version the administrator saw (decision 074). */
export const deleteVersionQuery = z.object({ version: recordVersion });
export const companyDeletedResponse = z.object({ deleted: z.literal(true), id: z.number().int() });
