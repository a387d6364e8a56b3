// /api/admin/console/users/:siteId/{roles,company} and /api/admin/console/organisations: a user's
// product roles and administrator flag, their exhibitor company (issue 19, decision 061), and the
// organisations users already belong to (offered when one is typed). Each edit sends the user's
// version (decision 050); the same schemas check the form in the browser and the body on the server.
import { z } from 'zod';
import { isKnownRole, ROLE_UNKNOWN } from '../identity/roles.ts';
import { recordVersion } from './console-api.ts';

export const OWN_ADMIN_ROLE =
  'You cannot remove your own administrator role. Ask another administrator to do it, so that the console always keeps one.';
export const COMPANY_UNKNOWN = 'There is no such exhibitor company. Choose one of the companies listed.';
export const COMPANY_SEAT_HELD = (company: string) =>
  `This user holds an Exhibitor Passport seat of ${company}. Reassign the seat before moving them to another company.`;

/** PUT …/users/:siteId/roles: every role the user is to hold, and whether they administer the portal. */
export const userRolesBody = z.object({
  version: recordVersion,
  roles: z.array(z.string().refine(isKnownRole, ROLE_UNKNOWN)).max(50),
  is_administrator: z.boolean(),
});
export type UserRolesBody = z.infer<typeof userRolesBody>;

/** PUT …/users/:siteId/company: the exhibitor company the user works for, or null for none. */
export const userCompanyBody = z.object({
  version: recordVersion,
  company_id: z.number({ error: COMPANY_UNKNOWN }).int(COMPANY_UNKNOWN).min(1, COMPANY_UNKNOWN).nullable(),
});
export type UserCompanyBody = z.infer<typeof userCompanyBody>;

export const userCompany = z.object({ company_id: z.number().int(), company_name: z.string() });
export type UserCompany = z.infer<typeof userCompany>;

/** GET /api/admin/console/organisations: the organisations users belong to, with how many. */
export const organisationsResponse = z.object({
  organisations: z.array(z.object({ organization: z.string(), users: z.number().int() })),
});
/** GET /api/admin/console/companies/options: every exhibitor company, for the user's company picker. */
export const companyOptionsResponse = z.object({ companies: z.array(userCompany) });
