// Bulk writes only the seed needs (issue 14): shows and show years, exhibitor companies with their
// users, booth contracts, subscriptions and seats, terms acceptance, the sample contacts (in batches)
// and the leads and opportunities derived from them.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';

export { listZipLocations, type ZipLocation } from './zip-locations.ts';

export type SampleShow = {
  showKey: string;
  name: string;
  kind: 'main' | 'regional';
  includedSeats: number;
  years: Array<{ year: number; startsOn: string }>;
};

export async function saveShows(db: Db, shows: readonly SampleShow[]): Promise<void> {
  for (const show of shows) {
    await db.execute(sql`insert into passport_shows (show_key, name, kind, included_seats)
      values (${show.showKey}, ${show.name}, ${show.kind}, ${show.includedSeats})
      on conflict (show_key) do update set name = excluded.name, kind = excluded.kind, included_seats = excluded.included_seats`);
    for (const { year, startsOn } of show.years)
      await db.execute(sql`insert into passport_show_years (show_year, show_key, year, starts_on)
        values (${`${show.showKey}-${year}`}, ${show.showKey}, ${year}, ${startsOn})
        on conflict (show_year) do update set starts_on = excluded.starts_on`);
  }
}

export type SampleCompany = {
  name: string;
  /** Product categories shown at its booth: attendees scanned in these areas are its opportunities. */
  products: readonly string[];
  /** Portal users working for it (site ids). */
  users: readonly string[];
  /** Booth contracts, one per show year, each with a subscription whose seats go to these users. */
  contracts: ReadonlyArray<{ showYear: string; booth: string; seats: readonly string[] }>;
  /** Site id of the user who accepted the passport terms for it, or null (not activated yet). */
  termsAcceptedBy: string | null;
};

/** Writes a company as given, replacing its products, users, contracts, seats, terms acceptance and saved work. */
export async function saveCompany(db: Db, company: SampleCompany): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into passport_companies (name) values (${company.name})
        on conflict (name) do update set name = excluded.name returning id`,
  );
  const id = Number(row?.id);
  await db.execute(sql`delete from passport_company_products where company_id = ${id}`);
  for (const product of company.products)
    await db.execute(sql`insert into passport_company_products (company_id, product) values (${id}, ${product})`);
  for (const siteId of company.users)
    await db.execute(sql`insert into passport_company_users (site_id, company_id) values (${siteId}, ${id})
      on conflict (site_id) do update set company_id = excluded.company_id`);
  await db.execute(sql`delete from passport_booth_contracts where company_id = ${id}`);
  for (const contract of company.contracts) {
    await db.execute(sql`insert into passport_booth_contracts (company_id, show_year, booth)
      values (${id}, ${contract.showYear}, ${contract.booth})`);
    const [subscription] = await rowsOf<{ id: number }>(
      db,
      sql`insert into passport_subscriptions (company_id, show_year, included_seats)
          select ${id}, ${contract.showYear}, s.included_seats from passport_show_years y
          join passport_shows s on s.show_key = y.show_key where y.show_year = ${contract.showYear}
          returning id`,
    );
    for (const siteId of contract.seats)
      await db.execute(
        sql`insert into passport_seats (subscription_id, site_id) values (${subscription?.id}, ${siteId})`,
      );
  }
  await db.execute(sql`delete from passport_terms_acceptances where company_id = ${id}`);
  if (company.termsAcceptedBy)
    await db.execute(sql`insert into passport_terms_acceptances (company_id, accepted_by)
      values (${id}, ${company.termsAcceptedBy})`);
  await db.execute(sql`delete from passport_territories where company_id = ${id}`);
  // Seeding again gives the same rows: what the demo users saved is saved again by the seed.
  await db.execute(sql`delete from passport_exports where company_id = ${id}`);
  await db.execute(sql`delete from passport_saved_lists where company_id = ${id}`);
  await db.execute(sql`delete from passport_saved_filters where company_id = ${id}`);
  return id;
}

/** One sample contact as the generator makes it (column names as in the table). */
export type SampleContact = {
  show_year: string;
  person_id: number;
  registrant_type: 'visitor' | 'exhibitor' | 'media' | 'student';
  first_name: string;
  last_name: string;
  title: string;
  company: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  lat: number | null;
  lon: number | null;
  email: string;
  opt_in: boolean;
  email_valid: boolean;
  industry: string;
  product_interest: string;
  plant_size: string;
  buying_role: string;
  job_function: string;
  registered_at: string;
};

/** Removes every contact (and with them lists' members, interactions, export marks and campaign send records). */
export async function deleteAllContacts(db: Db): Promise<void> {
  await db.execute(sql`truncate passport_contacts, passport_interactions, passport_list_members,
    passport_export_contacts, passport_campaign_clicks, passport_campaign_sends restart identity`);
}

/** Inserts one batch through a JSON record set: one statement and one parameter, the same on both drivers. */
export async function insertContacts(db: Db, rows: readonly SampleContact[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into passport_contacts (show_year, person_id, registrant_type, first_name, last_name,
      title, company, city, state, country, zip, lat, lon, email, opt_in, email_valid, industry, product_interest,
      plant_size, buying_role, job_function, registered_at)
    select show_year, person_id, registrant_type, first_name, last_name, title, company, city, state, country, zip,
      lat, lon, email, opt_in, email_valid, industry, product_interest, plant_size, buying_role, job_function,
      registered_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(show_year text, person_id bigint,
      registrant_type text, first_name text, last_name text, title text, company text, city text, state text,
      country text, zip text, lat float8, lon float8, email text, opt_in boolean, email_valid boolean, industry text,
      product_interest text, plant_size text, buying_role text, job_function text, registered_at timestamptz)`);
}

/**
 * Leads and opportunities of every booth contract, derived deterministically from the contact ids:
 * a visitor interested in one of the company's product categories is scanned at its booth (a lead)
 * at `leadPerMille`/1000, anyone else at a tenth of that; of the interested visitors who did not
 * come by, `opportunityPerMille`/1000 were scanned in those product areas (opportunities).
 */
export async function deriveInteractions(
  db: Db,
  { leadPerMille, opportunityPerMille }: { leadPerMille: number; opportunityPerMille: number },
): Promise<void> {
  await db.execute(sql`delete from passport_interactions`);
  // Two independent draws per (company, contact) from a multiplicative hash: same rows on every run.
  await db.execute(sql`insert into passport_interactions (company_id, contact_id, show_year, kind)
    select company_id, id, show_year, kind from (
      select b.company_id, c.id, c.show_year,
        case
          when ((c.id * 2654435761 + b.company_id * 40503) % 1000003) % 1000
               < case when p.product is not null then ${leadPerMille} else ${leadPerMille} / 10 end then 'lead'
          when p.product is not null and ((c.id * 2246822519 + b.company_id * 3266489917) % 1000003) % 1000
               < ${opportunityPerMille} then 'opportunity'
        end as kind
      from passport_booth_contracts b
      join passport_contacts c on c.show_year = b.show_year and c.registrant_type = 'visitor'
      left join passport_company_products p on p.company_id = b.company_id and p.product = c.product_interest
    ) drawn where kind is not null`);
}

/** E-mail hashes of forgotten people: the generator leaves them out. */
export async function listSuppressedEmailHashes(db: Db): Promise<Set<string>> {
  const rows = await rowsOf<{ email_hash: string }>(db, sql`select email_hash from passport_suppressions`);
  return new Set(rows.map((r) => r.email_hash));
}

/** The hash a suppression keeps instead of the e-mail address. */
export { emailHash } from './email-hash.ts';

export async function companyIdOf(db: Db, name: string): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from passport_companies where name = ${name}`);
  return row ? Number(row.id) : null;
}

export async function isPassportSeeded(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ seeded: boolean }>(db, sql`select exists (select 1 from passport_contacts) as seeded`);
  return row?.seeded === true;
}

/**
 * After a bulk load: rows of one show year side by side (registrations arrive per show, so a live
 * table is laid out so too; the generator interleaves them), the visibility map set for index-only
 * scans, and fresh planner statistics. VACUUM cannot run in a transaction: call it outside one.
 */
export async function settleContacts(db: Db): Promise<void> {
  await db.execute(sql`cluster passport_contacts using passport_contacts_show_year`);
  await db.execute(sql`vacuum analyze passport_contacts`);
  await db.execute(sql`vacuum analyze passport_interactions`);
}

// The demo's saved filters and lists are written the way a user saves them.
export { seedDemoCampaigns } from './campaigns/demo-campaigns.ts';
export { createList as saveDemoList, saveFilter as saveDemoFilter } from './lists-service.ts';
