// What other modules (and the app's requireUser) may call of identity. The identity calls
// themselves live one concern per file (sign-in, act-as, sessions, password change, account
// recovery, terms, user details); the module's routes import those directly. Decision 006.
export { accountsChanged } from './account-changes.ts';
export { type Colleague, getOrganizationMembers, listOrganisations } from './colleagues.ts';
export {
  applyUserAction,
  changeLinkedUserRecord,
  createConsoleUser,
  exportConsoleUsers,
  getConsoleUser,
  type LinkedUserRecord,
  listConsoleUsers,
  sendResetLinkFromConsole,
  setConsoleUserRoles,
  updateConsoleUser,
} from './console-users.ts';
export { loginNamesOf, mailContactOf, siteIdOfUser } from './login-names.ts';
export { onSessionsEnded } from './session-ends.ts';
export { touchActiveSession } from './sessions.ts';
export { assertMaySign } from './terms.ts';
export { type Entitlements, getEntitlements, getUserDetails, isAdministrator } from './user-details.ts';
