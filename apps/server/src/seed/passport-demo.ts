// The Exhibitor Passport's demo (issue 14; README demo accounts): the sample shows and attendees
// (passport-sample.ts), the demo exhibitors and a few more sample exhibitors with booth contracts,
// their leads and opportunities, and exhibitor2's saved filters and lists.
import { PRODUCT_CATEGORIES } from '@mti/contracts/passport/passport-values';
import {
  deleteAllContacts,
  deriveInteractions,
  emailHash,
  insertContacts,
  listSuppressedEmailHashes,
  listZipLocations,
  type SampleCompany,
  saveCompany,
  saveDemoFilter,
  saveDemoList,
  saveShows,
  seedDemoCampaigns,
  settleContacts,
} from '../modules/passport/provisioning.ts';
import type { Db } from '../platform/db.ts';
import { generateSampleContacts, SAMPLE_SHOWS, SAMPLE_YEARS } from './passport-sample.ts';

/** Enough for every screen and test; `npm run seed -- --contacts 1000000` makes the full-size sample. */
export const DEFAULT_PASSPORT_CONTACTS = 4000;

export const PASSPORT_SITE_IDS = {
  exhibitor: '101401',
  exhibitorEast: '101402',
  exhibitorWest: '101403',
  exhibitor2: '101404',
  regional: '101405',
  /** The launcher's every-app user (identity-users.ts), seated at IMTS 2026 only. */
  allApps: '100107',
} as const;

const S = PASSPORT_SITE_IDS;
const imts = SAMPLE_YEARS.map((year) => `imts-${year}`);
const products = (...indexes: number[]) => indexes.map((i) => PRODUCT_CATEGORIES[i] as string);

export const PASSPORT_COMPANIES: readonly SampleCompany[] = [
  {
    name: 'Keystone Machine Tools',
    products: products(6, 7, 10),
    users: [S.exhibitor, S.exhibitorEast, S.exhibitorWest],
    contracts: imts.map((showYear, i) => ({
      showYear,
      booth: `N-${2100 + i}`,
      seats: [S.exhibitor, S.exhibitorEast, S.exhibitorWest],
    })),
    termsAcceptedBy: null,
  },
  {
    name: 'Summit Gear & Automation',
    products: products(4, 9, 2),
    users: [S.exhibitor2, S.allApps],
    contracts: [
      { showYear: 'imts-2025', booth: 'S-1410', seats: [S.exhibitor2] },
      { showYear: 'imts-2026', booth: 'S-1422', seats: [S.exhibitor2, S.allApps] },
      { showYear: 'east-2026', booth: 'E-118', seats: [S.exhibitor2] },
    ],
    termsAcceptedBy: S.exhibitor2,
  },
  {
    name: 'Bayou Fabrication',
    products: products(3, 0),
    users: [S.regional],
    contracts: [
      { showYear: 'south-2025', booth: 'B-07', seats: [S.regional] },
      { showYear: 'south-2026', booth: 'B-12', seats: [S.regional] },
    ],
    termsAcceptedBy: S.regional,
  },
  // Sample exhibitors without portal users: the show floor's other booths.
  ...[
    ['Cascade Metrology', [8, 11]],
    ['Ironwood Additive', [1, 11]],
    ['Pioneer Workholding', [10, 7]],
    ['Vanguard Lasers', [3, 9]],
  ].map(([name, indexes]) => ({
    name: name as string,
    products: products(...(indexes as number[])),
    users: [],
    contracts: SAMPLE_SHOWS.flatMap((show) => show.years.map((y) => `${show.showKey}-${y.year}`))
      .filter((_, i) => i % 2 === 0)
      .map((showYear, i) => ({ showYear, booth: `X-${300 + i}`, seats: [] })),
    termsAcceptedBy: null,
  })),
];

/** Shows, contacts (`contacts` of them, in batches), companies, interactions, and exhibitor2's saved work. */
export async function seedPassport(db: Db, { contacts = DEFAULT_PASSPORT_CONTACTS } = {}): Promise<void> {
  await saveShows(db, SAMPLE_SHOWS);
  const suppressed = await listSuppressedEmailHashes(db);
  await deleteAllContacts(db);
  for (const batch of generateSampleContacts({
    contacts,
    zips: listZipLocations(),
    isSuppressed: (email) => suppressed.has(emailHash(email)),
  }))
    await insertContacts(db, batch);
  for (const company of PASSPORT_COMPANIES) await saveCompany(db, company);
  await deriveInteractions(db, { leadPerMille: 80, opportunityPerMille: 350 });
  await settleContacts(db);
  await seedSavedWork(db);
}

async function seedSavedWork(db: Db): Promise<void> {
  const siteId = S.exhibitor2;
  const midwest = ['IL', 'IN', 'MI', 'OH', 'WI'];
  const none = {
    industry: [],
    product_interest: [],
    plant_size: [],
    buying_role: [],
    job_function: [],
    state: [],
    country: [],
  };
  const aerospace = { ...none, industry: ['Aerospace'], state: midwest };
  await saveDemoFilter({
    db,
    siteId,
    body: { name: 'Aerospace, Midwest', show_year: 'imts-2026', contact_type: 'registrations', criteria: aerospace },
  });
  await saveDemoFilter({
    db,
    siteId,
    body: {
      name: 'Decision makers, large plants',
      show_year: 'imts-2026',
      contact_type: 'registrations',
      criteria: {
        ...none,
        buying_role: ['Final decision maker'],
        plant_size: ['500-999 employees', '1,000+ employees'],
      },
    },
  });
  await saveDemoList({
    db,
    siteId,
    body: {
      name: 'Aerospace buyers, Midwest',
      show_year: 'imts-2026',
      source: { kind: 'find', contact_type: 'registrations', criteria: aerospace },
    },
  });
  await saveDemoList({
    db,
    siteId,
    body: {
      name: 'IMTS 2026 leads',
      show_year: 'imts-2026',
      source: { kind: 'find', contact_type: 'leads', criteria: none },
    },
  });
  // E-mail campaigns (issue 16): a verified sender domain, a finished sample campaign and a draft.
  await seedDemoCampaigns(db, { siteId, domain: 'summit-gear.test', listName: 'IMTS 2026 leads' });
}
