// Deterministic demo data. Each step upserts, so seeding twice gives the same rows.
import { areSamplesSeeded, seedSamples } from '../modules/analytics/provisioning.ts';
import { resetAppTermsOfUser, saveCatalog } from '../modules/catalog/provisioning.ts';
import { isSiteConfigured, saveFiaConfig, saveSiteConfig } from '../modules/content/provisioning.ts';
import { hasAnyUser, saveUserAccount } from '../modules/identity/provisioning.ts';
import { isPassportSeeded } from '../modules/passport/provisioning.ts';
import { isSurveySetUp } from '../modules/survey/provisioning.ts';
import { type Db, withTransaction } from '../platform/db.ts';
import { seedAccountPayments } from './account-payments.ts';
import { FIRST_APP_TERMS_TEXTS } from './app-terms-texts.ts';
import { SEED_APPS, SEED_GROUPS } from './catalog-products.ts';
import { seedContributions } from './contributions-demo.ts';
import { DEMO_FILE_OWNERS, seedDemoFiles } from './demo-files.ts';
import { E2E_USERS } from './e2e-users.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './identity-users.ts';
import { seedPassport } from './passport-demo.ts';
import { SEED_FIA_CONFIG, SEED_SITE_CONFIG } from './site-config.ts';
import { seedSurvey } from './survey-demo.ts';
import { seedTerritoryPlans, TERRITORY_OWNER } from './territory-demo.ts';

export type SeedOptions = {
  /** Sample attendees of the Exhibitor Passport (`npm run seed -- --contacts 1000000`). */
  passportContacts?: number;
};

export async function seedDatabase(db: Db, { passportContacts }: SeedOptions = {}): Promise<void> {
  await withTransaction(db, async (tx) => {
    await saveSiteConfig({ db: tx, config: SEED_SITE_CONFIG });
    await saveFiaConfig({ db: tx, config: SEED_FIA_CONFIG });
  });
  await seedIdentityAndCatalog(db);
  await seedSurvey(db); // the monthly survey: organisations, twelve periods, surveyor and peers (survey-demo.ts)
  await seedPassport(db, { contacts: passportContacts }); // Exhibitor Passport: shows, attendees, exhibitors (passport-demo.ts)
  await seedAccountPayments(db); // cards, orders, the prospect and its transactions (issue 7; README)
  await seedSamples({ db }); // every dataset's sample: USMTO, January 2015 to last month (docs/usmto-sample-data.md)
  const fileOwners = [...DEMO_USERS, ...E2E_USERS]
    .map((u) => u.account)
    .filter((a) => (DEMO_FILE_OWNERS as readonly string[]).includes(a.userid));
  await seedDemoFiles(db, fileOwners); // My Files: a folder, two analyses and a CSV (demo-files.ts)
  const territoryOwner = DEMO_USERS.find((u) => u.account.userid === TERRITORY_OWNER)?.account;
  if (territoryOwner) await seedTerritoryPlans(db, territoryOwner); // two territory plans shared in the organisation (territory-demo.ts)
  await seedContributions(db); // AGMA MMTR and USMTO in Advance: contributor's history, sample contributors (contributions-demo.ts)
}

/** Demo accounts (each hashed in parallel: argon2 runs on libuv's threads) and the catalog. */
async function seedIdentityAndCatalog(db: Db): Promise<void> {
  // The end-to-end specs' own accounts (e2e-users.ts) come along: the specs run on the production build.
  const accounts = [...DEMO_USERS, ...E2E_USERS];
  await Promise.all(
    accounts.map(({ account, roles }) => saveUserAccount({ db, account, password: DEMO_PASSWORD, roles })),
  );
  await saveCatalog({ db, groups: SEED_GROUPS, apps: SEED_APPS, termsTexts: FIRST_APP_TERMS_TEXTS });
  for (const { account } of accounts) await resetAppTermsOfUser({ db, siteId: account.siteId });
}

/** True when nothing (or not yet every part) was seeded: the start then seeds by itself. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (
    !(await isSiteConfigured({ db })) ||
    !(await hasAnyUser({ db })) ||
    !(await areSamplesSeeded({ db })) ||
    !(await isSurveySetUp({ db })) ||
    !(await isPassportSeeded(db))
  );
}
