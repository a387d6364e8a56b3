// The user's console page (issue 19, decision 061): their product roles and administrator flag,
// their exhibitor company, and the lists to pick from. Identity changes the account (versioned,
// audited, one transaction); passport supplies the company steps that run inside that change.
import type { UserCompanyBody, UserRolesBody } from '@mti/contracts/admin/user-links';
import { OWN_ADMIN_ROLE } from '@mti/contracts/admin/user-links';
import { badRequest } from '../../platform/errors.ts';
import { changeLinkedUserRecord, listOrganisations, setConsoleUserRoles } from '../identity/service.ts';
import { listCompanyOptions, userCompanyChange } from '../passport/service.ts';
import type { ConsoleCall } from './console-gate.ts';
import { getUser } from './users-service.ts';

const changeOf = (call: ConsoleCall) => ({ db: call.db, actor: call.admin.siteId, ip: call.ip });

/** Replaces the user's roles; an administrator cannot take their own administrator role away. */
export async function setUserRoles(call: ConsoleCall & { siteId: string; body: UserRolesBody }) {
  if (call.siteId === call.admin.siteId && !call.body.is_administrator)
    throw badRequest('own_admin_role', OWN_ADMIN_ROLE, 'is_administrator');
  await setConsoleUserRoles({
    ...changeOf(call),
    siteId: call.siteId,
    version: call.body.version,
    roles: call.body.roles,
    isAdministrator: call.body.is_administrator,
  });
  return getUser(call);
}

/** Moves the user to an exhibitor company, or to none. */
export async function setUserCompany(call: ConsoleCall & { siteId: string; body: UserCompanyBody }) {
  await changeLinkedUserRecord(
    { ...changeOf(call), siteId: call.siteId, version: call.body.version, action: 'admin.user.company_changed' },
    userCompanyChange(call.body.company_id),
  );
  return getUser(call);
}

export const organisations = async (call: ConsoleCall) => ({ organisations: await listOrganisations(call) });
export const companyOptions = async (call: ConsoleCall) => ({ companies: await listCompanyOptions(call) });
