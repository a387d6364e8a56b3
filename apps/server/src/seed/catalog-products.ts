// The demo product catalog (spec §1): the association's products as launcher apps, grouped and
// ordered, each tied to the product role whose holders see it.
import { AGMA_MMTR_ROLE } from '@mti/contracts/contributions/agma-api';
import type { AppUpsert } from '../modules/catalog/provisioning.ts';

export const SEED_GROUPS = [
  { groupName: 'Market Intelligence', groupSortOrder: 10 },
  { groupName: 'Industry Trends', groupSortOrder: 20 },
  { groupName: 'Exhibitor Tools', groupSortOrder: 30 },
  { groupName: 'Member Programs', groupSortOrder: 40 },
] as const;

// The demo of an app under maintenance (Survey Archive, an app for that demo alone): a window from
// a day before the seed to ten years after it, so the launcher shows it "under maintenance now".
const DAY_MS = 24 * 60 * 60 * 1000;
const seededAt = Date.now();
const MAINTENANCE_START = new Date(seededAt - DAY_MS);
const MAINTENANCE_END = new Date(seededAt + 3650 * DAY_MS);

const app = (
  fields: Pick<
    AppUpsert,
    | 'appKey'
    | 'groupName'
    | 'appTitle'
    | 'appImg'
    | 'appurl'
    | 'appSortOrder'
    | 'mtiRoleName'
    | 'menuGroupName'
    | 'menuSortOrder'
    | 'shortName'
    | 'urlKey'
  > &
    Partial<AppUpsert>,
): AppUpsert => ({
  target: '_self',
  termsRequired: false,
  termsUrl: null,
  isUnderMaintenance: false,
  maintenanceText: null,
  maintenanceStart: null,
  maintenanceEnd: null,
  status: 1,
  ...fields,
});

export const SEED_APPS: readonly AppUpsert[] = [
  app({
    appKey: 'usmto-orders',
    groupName: 'Market Intelligence',
    appTitle: 'USMTO<br><small>U.S. Manufacturing Technology Orders</small>',
    appImg: 'usmto.svg',
    appurl: 'analytics/viewer/usmto-orders',
    appSortOrder: 10,
    mtiRoleName: 'usmto',
    menuGroupName: 'Reports',
    menuSortOrder: 10,
    shortName: 'USMTO Orders',
    urlKey: 'orders',
  }),
  app({
    appKey: 'usmto-advance',
    groupName: 'Market Intelligence',
    appTitle: 'USMTO in Advance',
    appImg: 'usmto-advance.svg',
    // Its own screen (issue 17): enter the month's orders, see the advance report (contributions module).
    appurl: 'contributions/usmto-advance',
    appSortOrder: 20,
    mtiRoleName: 'usmto',
    menuGroupName: 'Reports',
    menuSortOrder: 20,
    shortName: 'USMTO in Advance',
    urlKey: 'advance',
  }),
  app({
    appKey: 'usmto-territory',
    groupName: 'Market Intelligence',
    appTitle: 'USMTO Territory Wizard',
    appImg: 'territory-wizard.svg',
    appurl: 'apps/territory-wizard',
    appSortOrder: 30,
    mtiRoleName: 'usmto',
    menuGroupName: 'Tools',
    menuSortOrder: 30,
    shortName: 'Territory Wizard',
    urlKey: 'territory',
  }),
  // Retired: kept for its history, never listed (status 0).
  app({
    appKey: 'usmto-classic',
    groupName: 'Market Intelligence',
    appTitle: 'USMTO Classic Reports',
    appImg: 'usmto.svg',
    appurl: 'analytics/viewer/usmto-classic',
    appSortOrder: 35,
    mtiRoleName: 'usmto',
    menuGroupName: 'Reports',
    menuSortOrder: 40,
    shortName: 'Classic Reports',
    urlKey: 'classic',
    status: 0,
  }),
  app({
    appKey: 'mapus-markets',
    groupName: 'Market Intelligence',
    appTitle: 'Map U.S. Markets',
    appImg: 'map-us-markets.svg',
    appurl: 'analytics/viewer/mapus-markets',
    appSortOrder: 40,
    mtiRoleName: 'mapus',
    menuGroupName: 'Maps',
    menuSortOrder: 10,
    shortName: 'Map U.S. Markets',
    urlKey: 'markets',
  }),
  app({
    appKey: 'mtprospect-downloads',
    groupName: 'Market Intelligence',
    appTitle: 'Prospect Download History',
    appImg: 'prospect-downloads.svg',
    appurl: 'analyzer/viewer/mtprospect-downloads',
    appSortOrder: 50,
    mtiRoleName: 'mtprospect',
    menuGroupName: 'Downloads',
    menuSortOrder: 10,
    shortName: 'My Downloads',
    urlKey: 'downloads',
  }),
  app({
    appKey: 'awt-monthly',
    groupName: 'Industry Trends',
    appTitle: 'Advanced Workholding Technology',
    appImg: 'workholding.svg',
    // The Advanced Workholding dashboard (dashboards/dashboard-definitions.ts, awt-orders dataset).
    appurl: 'tableau/viewer/awt-monthly?detailId=6101',
    appSortOrder: 10,
    mtiRoleName: 'awt',
    menuGroupName: 'Workholding',
    menuSortOrder: 10,
    shortName: 'AWT Monthly',
    urlKey: 'monthly',
  }),
  app({
    appKey: 'econ-trends',
    groupName: 'Industry Trends',
    appTitle: 'Economic Trends',
    appImg: 'economic-trends.svg',
    appurl: 'tableau/viewer/econ-trends?detailId=5203',
    appSortOrder: 20,
    mtiRoleName: 'econ',
    menuGroupName: 'Outlook',
    menuSortOrder: 10,
    shortName: 'Economic Trends',
    urlKey: 'trends',
    // Its own terms (the data and forecasts of the indicators), not the roadmaps' TechTrends terms.
    termsRequired: true,
    termsUrl: '/legal/economic-trends-terms',
  }),
  app({
    appKey: 'techtrends-roadmaps',
    groupName: 'Industry Trends',
    appTitle: 'TechTrends Roadmaps',
    appImg: 'techtrends-roadmaps.svg',
    appurl: 'techtrends-roadmaps',
    appSortOrder: 30,
    mtiRoleName: 'econ',
    menuGroupName: 'Outlook',
    menuSortOrder: 20,
    shortName: 'Technology Roadmaps',
    urlKey: 'roadmaps',
    // The roadmaps page (issue 17); the trends service's supplemental terms come first (spec §2, §6).
    termsRequired: true,
    termsUrl: '/legal/techtrends-terms',
  }),
  app({
    appKey: 'passport-imts',
    groupName: 'Exhibitor Tools',
    appTitle: 'IMTS Exhibitor Passport',
    appImg: 'exhibitor-passport.svg',
    appurl: 'passport',
    appSortOrder: 10,
    mtiRoleName: 'passport',
    menuGroupName: 'Exhibitor Passport',
    menuSortOrder: 10,
    shortName: 'IMTS Passport',
    urlKey: 'imts',
  }),
  app({
    appKey: 'passport-campaigns',
    groupName: 'Exhibitor Tools',
    appTitle: 'Passport E-mail Campaigns',
    appImg: 'passport-campaigns.svg',
    // The campaigns screens of the passport app (issue 16); it was cds/passport-campaigns, a dead route.
    appurl: 'passport/campaigns',
    appSortOrder: 20,
    mtiRoleName: 'passport',
    menuGroupName: 'Exhibitor Passport',
    menuSortOrder: 20,
    shortName: 'E-mail Campaigns',
    urlKey: 'campaigns',
  }),
  app({
    appKey: 'passport-resources',
    groupName: 'Exhibitor Tools',
    appTitle: 'IMTS Exhibitor Resources',
    appImg: 'imts-resources.svg',
    appurl: 'https://www.imts.com/',
    target: '_blank',
    appSortOrder: 30,
    mtiRoleName: 'passport',
    menuGroupName: 'Links',
    menuSortOrder: 30,
    shortName: 'IMTS.com',
    urlKey: 'resources',
  }),
  app({
    appKey: 'survey-benchmark',
    groupName: 'Member Programs',
    appTitle: 'Monthly Benchmarking Survey',
    appImg: 'benchmark-survey.svg',
    appurl: 'surveyApp',
    appSortOrder: 10,
    mtiRoleName: 'survey',
    menuGroupName: 'Survey',
    menuSortOrder: 10,
    shortName: 'Benchmark Survey',
    urlKey: 'survey',
  }),
  // The AGMA MMTR monthly report upload (issue 17, contributions module); its page links the
  // step-by-step guide, and the help guide's AGMA MMTR tab describes the same rules.
  app({
    appKey: 'agma-mmtr',
    groupName: 'Member Programs',
    appTitle: 'AGMA MMTR<br><small>Monthly report upload</small>',
    appImg: 'agma-mmtr.svg',
    appurl: 'contributions/agma',
    appSortOrder: 15,
    mtiRoleName: AGMA_MMTR_ROLE,
    menuGroupName: 'Contributions',
    menuSortOrder: 10,
    shortName: 'AGMA MMTR',
    urlKey: 'agma',
  }),
  // Demo only: shows the launcher's maintenance notice (the app behind it is not built).
  app({
    appKey: 'survey-archive',
    groupName: 'Member Programs',
    appTitle: 'Survey Archive',
    appImg: 'benchmark-survey.svg',
    appurl: 'analytics/viewer/survey-archive',
    appSortOrder: 20,
    mtiRoleName: 'survey',
    menuGroupName: 'Survey',
    menuSortOrder: 20,
    shortName: 'Survey Archive',
    urlKey: 'archive',
    isUnderMaintenance: true,
    maintenanceText: 'Survey Archive is moving to the new data platform and will be back shortly.',
    maintenanceStart: MAINTENANCE_START,
    maintenanceEnd: MAINTENANCE_END,
  }),
];
