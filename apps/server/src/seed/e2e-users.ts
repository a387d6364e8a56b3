// Accounts the end-to-end specs change (password, lockout, terms), one per spec that changes one,
// so that specs sharing the run's database never trip over each other's changes. They share the
// demo password and the `<id>@example.com` e-mail of the demo accounts (identity-users.ts).
import type { UserUpsert } from '../modules/identity/provisioning.ts';

type E2eUser = { account: Omit<UserUpsert, 'passwordHash'>; roles: readonly string[] };

function e2eUser(
  userid: string,
  siteId: string,
  first: string,
  overrides: Partial<Omit<UserUpsert, 'passwordHash' | 'userid' | 'siteId'>>,
  roles: readonly string[],
): E2eUser {
  return {
    account: {
      siteId,
      userid,
      email: `${userid}@example.com`,
      nameFirst: first,
      nameLast: 'Tester',
      organization: 'End-to-End Test Works',
      timssCustomer: `000${siteId}`,
      isAmtMember: true,
      subscriptionActive: true,
      subscriptionExpiresOn: '2035-12-31',
      hasSignedEula: true,
      forcePasswordChange: false,
      profileProvisioning: false,
      isAdministrator: false,
      ...overrides,
    },
    roles,
  };
}

export const E2E_USERS: readonly E2eUser[] = [
  // Forgot password → e-mailed link → reset → signed in.
  e2eUser('resetme', '100801', 'Rhea', {}, ['usmto']),
  // A reset link used twice: the second visit shows the expired message.
  e2eUser('reuseme', '100802', 'Ruben', {}, ['usmto']),
  // Five failed sign-ins lock it.
  e2eUser('lockme', '100803', 'Lorna', {}, ['usmto']),
  // Accepts the terms of use in the terms modal (newcomer only ever cancels).
  e2eUser('termsme', '100804', 'Theo', { hasSignedEula: false }, ['usmto']),
  // Accepts an app's own terms (Economic Trends) in the launcher.
  e2eUser('apptermsme', '100805', 'Ada', {}, ['usmto', 'econ']),
  // Changes the password on changepassword.
  e2eUser('passwordme', '100806', 'Pavel', {}, ['usmto']),
  // The administrator console (issue 19): locked then unlocked, edited by two administrators, given a seat.
  e2eUser('unlockme', '100807', 'Ulla', {}, ['usmto']),
  e2eUser('staleme', '100808', 'Stan', {}, ['usmto']),
  e2eUser('seatme', '100809', 'Selma', { organization: '' }, ['passport']),
  // The console's Exhibitor Passport section: given a seat, which then moves to the other (employee left).
  e2eUser('paidseatme', '100810', 'Paula', { organization: '' }, ['passport']),
  e2eUser('paidseattoo', '100811', 'Pete', { organization: '' }, ['passport']),
  // My Files: renames, deletes, restores, uploads and creates folders in its own home folder.
  e2eUser('filesme', '100851', 'Fiona', {}, ['usmto']),
  // Dashboards: opens Territory, and Economic Trends once it accepted that app's terms.
  e2eUser('dashme', '100861', 'Dora', {}, ['usmto', 'econ']),
  // Advanced Workholding and Economic Trends from the launcher; accepts Economic Trends' own terms.
  e2eUser('trendsme', '100871', 'Tariq', {}, ['awt', 'econ']),
  // Analyzer: saves analyses into its home folder, renames, deletes and restores them.
  e2eUser('analyst', '100852', 'Anna', {}, ['usmto']),
  // Analyzer over an uploaded table: uploads a CSV, analyses it under My uploads, saves and reopens.
  e2eUser('uploader', '100853', 'Uma', {}, ['usmto']),
  // TechTrends Roadmaps (issue 17): accepts the supplemental terms from the launcher card and compares.
  e2eUser('roadmapsme', '100881', 'Rosa', {}, ['econ']),
  // Site search (issue 17): a user with no files, who must not find the demo member's.
  e2eUser('searchme', '100882', 'Silas', {}, ['usmto']),
  // Console roles (issue 19): an administrator gives this user the awt role; its launcher card appears.
  e2eUser('rolesme', '100883', 'Romy', {}, ['usmto']),
  // Console terms texts (decision 078): accepts TechTrends' terms, is asked again after a new version.
  e2eUser('termsagainme', '100884', 'Tess', {}, ['econ']),
];
