// Tables of the IMTS Exhibitor Passport (issue 14, migration 0012_passport.sql): shows and their
// years, exhibitor companies with booth contracts, subscriptions and seats, the attendees (contacts)
// of each show year and how they met each exhibitor, and what exhibitors keep: terms acceptance,
// saved filters, saved lists, exports and territories. Forgotten people leave only a suppression row.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const contactId = (name: string) => bigint(name, { mode: 'number' });

/** The main show and the four regional shows. */
export const passportShows = pgTable(
  'passport_shows',
  {
    showKey: text('show_key').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Seats a subscription includes: three for the main show, one for a regional app (spec §9). */
    includedSeats: integer('included_seats').notNull(),
  },
  (t) => [check('passport_shows_kind_check', sql`${t.kind} in ('main', 'regional')`)],
);

/** One edition of a show; its key (`imts-2026`) is what the API calls a show year. */
export const passportShowYears = pgTable(
  'passport_show_years',
  {
    showYear: text('show_year').primaryKey(),
    showKey: text('show_key')
      .notNull()
      .references(() => passportShows.showKey),
    year: integer('year').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
  },
  (t) => [unique('passport_show_years_show_key_year_key').on(t.showKey, t.year)],
);

export const passportCompanies = pgTable('passport_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('passport_companies_name_key'),
  /** Optimistic lock of the console's company edit (decision 068). */
  version: integer('version').notNull().default(1),
});

/** Which exhibitor company a portal user works for (at most one). */
export const passportCompanyUsers = pgTable(
  'passport_company_users',
  {
    siteId: text('site_id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    foreignKey({
      name: 'passport_company_users_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
    index('passport_company_users_company').on(t.companyId),
  ],
);

/** The product categories an exhibitor shows: attendees scanned in these areas are its opportunities. */
export const passportCompanyProducts = pgTable(
  'passport_company_products',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
  },
  (t) => [primaryKey({ name: 'passport_company_products_pkey', columns: [t.companyId, t.product] })],
);

/** Spec §6: only exhibitors with a booth contract in the show cycle may subscribe. */
export const passportBoothContracts = pgTable(
  'passport_booth_contracts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    showYear: text('show_year')
      .notNull()
      .references(() => passportShowYears.showYear),
    booth: text('booth').notNull(),
    /** Optimistic lock of the console's contract edit (decision 068). */
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'passport_booth_contracts_pkey', columns: [t.companyId, t.showYear] })],
);

export const passportSubscriptions = pgTable(
  'passport_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    showYear: text('show_year').notNull(),
    includedSeats: integer('included_seats').notNull(),
    /** Paid seats beyond the included ones, recorded by an administrator. */
    extraSeats: integer('extra_seats').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('passport_subscriptions_company_id_show_year_key').on(t.companyId, t.showYear),
    // A subscription exists only beside a booth contract of the same company and show year.
    foreignKey({
      name: 'passport_subscriptions_booth_contract_fkey',
      columns: [t.companyId, t.showYear],
      foreignColumns: [passportBoothContracts.companyId, passportBoothContracts.showYear],
    }).onDelete('cascade'),
    check('passport_subscriptions_seats_check', sql`${t.includedSeats} >= 1 and ${t.extraSeats} >= 0`),
  ],
);

/** Who holds a seat of a subscription; changed only by an administrator after the first assignment. */
export const passportSeats = pgTable(
  'passport_seats',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => passportSubscriptions.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    assignedAt: at('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'passport_seats_pkey', columns: [t.subscriptionId, t.siteId] }),
    foreignKey({ name: 'passport_seats_site_id_fkey', columns: [t.siteId], foreignColumns: [users.siteId] }).onDelete(
      'cascade',
    ),
    index('passport_seats_site').on(t.siteId),
  ],
);

/** The administrator's seat changes (extra seats, reassignments), each with its reason. */
export const passportSeatChanges = pgTable('passport_seat_changes', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => passportSubscriptions.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  fromSiteId: text('from_site_id'),
  toSiteId: text('to_site_id'),
  seats: integer('seats'),
  reason: text('reason').notNull(),
  bySiteId: text('by_site_id').notNull(),
  at: at('at').notNull().defaultNow(),
});

/**
 * One registration of one person at one show year, with the spec's contact fields. person_id ties
 * the same person across shows and years. Sample data from seed/passport-contacts.ts.
 */
export const passportContacts = pgTable(
  'passport_contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    showYear: text('show_year')
      .notNull()
      .references(() => passportShowYears.showYear),
    personId: contactId('person_id').notNull(),
    /** visitor, exhibitor, media or student: Registrations count visitors only. */
    registrantType: text('registrant_type').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    /** The zip's coordinates (US only): distance search. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    email: text('email').notNull(),
    optIn: boolean('opt_in').notNull(),
    emailValid: boolean('email_valid').notNull(),
    industry: text('industry').notNull(),
    productInterest: text('product_interest').notNull(),
    plantSize: text('plant_size').notNull(),
    buyingRole: text('buying_role').notNull(),
    jobFunction: text('job_function').notNull(),
    registeredAt: at('registered_at').notNull(),
  },
  (t) => [
    check(
      'passport_contacts_registrant_type_check',
      sql`${t.registrantType} in ('visitor', 'exhibitor', 'media', 'student')`,
    ),
    // Find Prospects and Overview read a show year's slice by these columns only: an index-only scan
    // (after the bulk load's VACUUM) instead of visiting every row's page.
    index('passport_contacts_show_year').on(
      t.showYear,
      t.registrantType,
      t.industry,
      t.productInterest,
      t.plantSize,
      t.buyingRole,
      t.jobFunction,
      t.country,
      t.state,
      t.optIn,
      t.emailValid,
      t.id,
    ),
    index('passport_contacts_person').on(t.personId),
    index('passport_contacts_email').on(sql`lower(${t.email})`),
    // Distance search: a bounding box on latitude and longitude first, the great circle after.
    index('passport_contacts_location').on(t.showYear, t.lat, t.lon),
    // The default sort (A–Z by last name): the first page walks this index instead of sorting the slice.
    index('passport_contacts_last_name').on(t.showYear, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // Name "contains" (Search Contacts' default): trigrams of "first last" within the show year
    // (pg_trgm, with btree_gin for the show year), instead of reading the whole slice.
    index('passport_contacts_name_trigrams').using(
      'gin',
      t.showYear,
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    // Company "contains" (Search Contacts): the same kind of index on the company (decision 081).
    index('passport_contacts_company_trigrams').using('gin', t.showYear, sql`lower(${t.company}) gin_trgm_ops`),
  ],
);

/**
 * Find Prospects' counts of Registrations (visitors), kept by triggers on passport_contacts in the
 * same statement as every insert, update, delete or truncate (migration 0030, decision 081), so a
 * query that no filter narrows, or only one dimension narrows, reads them instead of the show year.
 * A row counts the show year's visitors whose `dimension` is `value` (the state facet: US states
 * only) and whose `by_dimension` is `by_value` (a filter's column as Find Prospects compares it);
 * '' for either dimension means "any". Rows whose counts reached 0 may stay.
 */
export const passportFacetCounts = pgTable(
  'passport_facet_counts',
  {
    showYear: text('show_year').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    byDimension: text('by_dimension').notNull(),
    byValue: text('by_value').notNull(),
    contacts: integer('contacts').notNull(),
    optedIn: integer('opted_in').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'passport_facet_counts_pkey',
      columns: [t.showYear, t.byDimension, t.byValue, t.dimension, t.value],
    }),
  ],
);

/**
 * A number per show year that changes in the same statement as any change to its contacts (the
 * triggers of passport_facet_counts bump it; decision 088): an instance's columnar copy of a show
 * year's visitors (facet-columns.ts) is current while the number it was read with still is.
 */
export const passportContactVersions = pgTable('passport_contact_versions', {
  showYear: text('show_year').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** How a contact met an exhibitor: a lead (scanned at its booth) or an opportunity (scanned in its product areas). */
export const passportInteractions = pgTable(
  'passport_interactions',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    contactId: contactId('contact_id')
      .notNull()
      .references(() => passportContacts.id, { onDelete: 'cascade' }),
    showYear: text('show_year').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [
    primaryKey({ name: 'passport_interactions_pkey', columns: [t.companyId, t.contactId] }),
    check('passport_interactions_kind_check', sql`${t.kind} in ('lead', 'opportunity')`),
    index('passport_interactions_company_show_year').on(t.companyId, t.showYear, t.kind),
    index('passport_interactions_contact').on(t.contactId),
  ],
);

/** Spec §2: the GDPR terms, accepted once per company with both certifications. */
export const passportTermsAcceptances = pgTable('passport_terms_acceptances', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => passportCompanies.id, { onDelete: 'cascade' }),
  acceptedBy: text('accepted_by').notNull(),
  acceptedAt: at('accepted_at').notNull().defaultNow(),
});

/** What a user saves (a filter, a list): owned by that user, in their company, for one show year, named. */
const savedByUser = () => ({
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => passportCompanies.id, { onDelete: 'cascade' }),
  ownerSiteId: text('owner_site_id')
    .notNull()
    .references(() => users.siteId, { onDelete: 'cascade' }),
  showYear: text('show_year')
    .notNull()
    .references(() => passportShowYears.showYear),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const passportSavedFilters = pgTable(
  'passport_saved_filters',
  {
    ...savedByUser(),
    contactType: text('contact_type').notNull(),
    criteria: jsonb('criteria').notNull(),
    contactCount: integer('contact_count').notNull(),
    countedAt: at('counted_at').notNull().defaultNow(),
  },
  (t) => [unique('passport_saved_filters_owner_name_key').on(t.ownerSiteId, t.name)],
);

export const passportSavedLists = pgTable(
  'passport_saved_lists',
  { ...savedByUser(), lastExportedAt: at('last_exported_at') },
  (t) => [unique('passport_saved_lists_owner_name_key').on(t.ownerSiteId, t.name)],
);

export const passportListMembers = pgTable(
  'passport_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => passportSavedLists.id, { onDelete: 'cascade' }),
    contactId: contactId('contact_id')
      .notNull()
      .references(() => passportContacts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'passport_list_members_pkey', columns: [t.listId, t.contactId] }),
    index('passport_list_members_contact').on(t.contactId),
  ],
);

/** Every export: who, when, under which file name (spec §2: name the file so it can be identified). */
export const passportExports = pgTable(
  'passport_exports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    listId: integer('list_id').references(() => passportSavedLists.id, { onDelete: 'set null' }),
    listName: text('list_name').notNull(),
    showYear: text('show_year').notNull(),
    fileName: text('file_name').notNull(),
    onlyOptedIn: boolean('only_opted_in').notNull(),
    contactCount: integer('contact_count').notNull(),
    exportedAt: at('exported_at').notNull().defaultNow(),
  },
  (t) => [index('passport_exports_company').on(t.companyId, t.exportedAt)],
);

/**
 * The exported records (spec §2: mark each record as exported), so a forgotten request reaches every
 * exporter. No foreign key to the contact (decision 093): its check cost 0.7–1.2 s per 100,000 marks;
 * the forgotten request deletes a person's marks itself, in its transaction, and a mark is only an id.
 */
export const passportExportContacts = pgTable(
  'passport_export_contacts',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => passportExports.id, { onDelete: 'cascade' }),
    contactId: contactId('contact_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'passport_export_contacts_pkey', columns: [t.exportId, t.contactId] }),
    index('passport_export_contacts_contact').on(t.contactId),
  ],
);

/** Passport Territory Manager: a state or country belongs to one user of a company per show year. */
export const passportTerritories = pgTable(
  'passport_territories',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => passportCompanies.id, { onDelete: 'cascade' }),
    showYear: text('show_year')
      .notNull()
      .references(() => passportShowYears.showYear),
    regionKind: text('region_kind').notNull(),
    regionCode: text('region_code').notNull(),
    siteId: text('site_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'passport_territories_pkey',
      columns: [t.companyId, t.showYear, t.regionKind, t.regionCode],
    }),
    check('passport_territories_region_kind_check', sql`${t.regionKind} in ('state', 'country')`),
    foreignKey({
      name: 'passport_territories_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
    index('passport_territories_user').on(t.siteId, t.showYear),
  ],
);

/**
 * A "forgotten" request: the person's contacts are deleted everywhere; this row keeps only a hash of
 * the e-mail (so that a later import leaves the person out) and which companies had exported them.
 */
export const passportSuppressions = pgTable('passport_suppressions', {
  id: serial('id').primaryKey(),
  emailHash: text('email_hash').notNull().unique('passport_suppressions_email_hash_key'),
  contactsRemoved: integer('contacts_removed').notNull(),
  /** Companies that had exported the person: they must delete their copies too (GDPR terms 2(c)). */
  exportedByCompanyIds: jsonb('exported_by_company_ids').notNull().default(sql`'[]'::jsonb`),
  reason: text('reason'),
  recordedBy: text('recorded_by').notNull(),
  recordedAt: at('recorded_at').notNull().defaultNow(),
});
