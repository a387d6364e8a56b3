// Every route path of the web app and its href builder, in one place.
export const paths = {
  home: '/',
  support: '/support',
  login: '/login',
  signIn: '/signin',
  loginCallback: '/login/callback',
  logout: '/logout',
  logoutCallback: '/logout/callback',
  cdsLogoutCallback: '/cdslogout/callback',
  myApps: '/myapps',
  myAccount: '/myaccount',
  /** 'add', or anything else for an update (spec §2 payment/{type}). */
  paymentMethod: (type: 'add' | 'update') => `/payment/${type}`,
  prospectOrder: (tuid: string) => `/prospects/${encodeURIComponent(tuid)}`,
  myFiles: '/myfiles',
  /** A folder of My Files by its names below the home folder (none: the home folder itself). */
  myFilesFolder: (names: readonly string[]) =>
    names.length ? `/myfiles/${names.map((n) => encodeURIComponent(n)).join('/')}` : '/myfiles',
  /** My Files' Recently deleted view. */
  myFilesDeleted: '/myfiles?view=deleted',
  /** My Files' Shared with me view: files colleagues share with the organisation (decision 076). */
  myFilesShared: '/myfiles?view=shared',
  /** The analyzer for an app (`{role}-{urlkey}`) or a saved analysis (its colon path, names encoded). */
  analyzerViewer: (appOrFile: string) => `/analyzer/viewer/${appOrFile}`,
  /** A saved analysis's shareable address: its file id, then its name as a slug (ignored when opened). */
  savedAnalysis: (fileId: string, slug: string) =>
    `/analyzer/viewer/${encodeURIComponent(fileId)}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  /** My dashboards (issue 18): the list, or one dashboard by its file id. */
  myDashboards: (fileId?: string) => (fileId ? `/my-dashboards/${encodeURIComponent(fileId)}` : '/my-dashboards'),
  /** The USMTO Territory Wizard, empty or with a saved plan (its file id). */
  territoryWizard: (fileId?: string) =>
    fileId ? `/apps/territory-wizard?file=${encodeURIComponent(fileId)}` : '/apps/territory-wizard',
  changePassword: '/changepassword',
  forgotPassword: '/forgotpassword',
  forgotUsername: '/forgotusername',
  resetPassword: (mtu: string) => `/resetpassword/${encodeURIComponent(mtu)}`,
  admin: '/admin',
  /** The administrator console (issue 19): one path per section; features/admin/console-sections.ts lists them. */
  adminConsole: {
    home: '/admin/console',
    users: '/admin/console/users',
    user: (siteId: string) => `/admin/console/users/${encodeURIComponent(siteId)}`,
    auditLog: '/admin/console/audit-log',
    catalogue: '/admin/console/catalogue',
    catalogueApp: (appKey: string) => `/admin/console/catalogue/apps/${encodeURIComponent(appKey)}`,
    passport: '/admin/console/passport',
    passportForgotten: '/admin/console/passport/forgotten',
    passportSendingCaps: '/admin/console/passport/sending-caps',
  },
  helpGuide: '/documentation/help-guide',
  /** The analyzer's help page (how to pivot, filter, calculate, what-if, blend). */
  analyzerHelp: '/documentation/analytics/analyzer',
  /** The site search (spec §2 custom-google), with a term or empty. */
  siteSearch: '/custom-google',
  siteSearchFor: (term: string) => `/custom-google?${new URLSearchParams({ q: term })}`,
  /** The IMTS Exhibitor Passport (issue 14): one route per screen; the help pages link here. */
  passport: {
    home: '/passport',
    overview: '/passport/overview',
    findProspects: '/passport/find-prospects',
    searchContacts: '/passport/search-contacts',
    savedFilters: '/passport/saved-filters',
    savedLists: '/passport/saved-lists',
    myAnalytics: '/passport/my-analytics',
    territoryManager: '/passport/territory-manager',
    admin: '/passport/admin',
    contact: (contactId: number) => `/passport/contacts/${contactId}`,
    /** E-mail campaigns (issue 16): the launcher card "Passport E-mail Campaigns" opens the list. */
    campaigns: '/passport/campaigns',
    campaign: (campaignId: number) => `/passport/campaigns/${campaignId}`,
  },
  surveyApp: '/surveyApp',
  surveyAdmin: '/surveyApp/admin',
  /** The survey entry screen: the period (YYYYMM), view or edit mode, and the page shown. */
  productData: (period: string, mode: 'edit' | 'view', page?: string) =>
    `/productData?${new URLSearchParams({ period, mode, ...(page ? { page } : {}) })}`,
  status: {
    badRequest: '/400',
    unauthorized: '/401',
    forbidden: '/403',
    notFound: '/404',
    serverError: '/500',
    unknown505: '/505',
    unknownError: '/unknown-error',
    sessionExpired: '/session-expired',
    missingId: '/missing-id',
    success: '/success',
  },
} as const;

/** The status page for an HTTP status, as the spec's catalogue routes them (500 by default). */
export function statusPagePath(status: number): string {
  const known = [400, 401, 403, 404, 500, 505];
  return `/${known.includes(status) ? status : 500}`;
}
