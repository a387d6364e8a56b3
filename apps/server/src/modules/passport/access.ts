// The one gate of every Exhibitor Passport call: who the user works for, whether the company has
// accepted the terms, which show year is asked for and whether the user holds a seat for it, and the
// user's territory. Every query on contacts starts from what this returns (contact-sql.ts).
import {
  NO_PASSPORT_SEAT,
  SHOW_YEAR_NOT_AVAILABLE,
  TERMS_NOT_ACCEPTED,
  UNKNOWN_SHOW_YEAR,
} from '@mti/contracts/passport/passport-api';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';

export type PassportCompany = {
  siteId: string;
  companyId: number;
  companyName: string;
  termsAccepted: boolean;
};

export type Territory = { states: string[]; countries: string[] };

export type ShowYearAccess = PassportCompany & {
  showYear: string;
  showKey: string;
  showName: string;
  year: number;
  /** The user's territory for this show year; null when none is assigned (sees every attendee). */
  territory: Territory | null;
};

/** The user's company; 403 for a user who works for no exhibitor. */
export async function requireCompany(db: Db, siteId: string): Promise<PassportCompany> {
  const [row] = await rowsOf<{ company_id: number; name: string; accepted: boolean }>(
    db,
    sql`select u.company_id, c.name, (t.company_id is not null) as accepted
        from passport_company_users u
        join passport_companies c on c.id = u.company_id
        left join passport_terms_acceptances t on t.company_id = u.company_id
        where u.site_id = ${siteId}`,
  );
  if (!row) throw forbidden(NO_PASSPORT_SEAT);
  return { siteId, companyId: row.company_id, companyName: row.name, termsAccepted: row.accepted };
}

/** The company, once it has accepted the GDPR terms (until then the app shows only the terms page). */
export async function requireActivatedCompany(db: Db, siteId: string): Promise<PassportCompany> {
  const company = await requireCompany(db, siteId);
  if (!company.termsAccepted) throw new AppError(403, 'passport_terms_required', TERMS_NOT_ACCEPTED);
  return company;
}

/**
 * The show year, if it exists (else 404) and the user holds a seat of the company's subscription
 * for it (else 403: a regional app's user sees only that show). Adds the user's territory.
 */
export async function requireShowYear(db: Db, siteId: string, showYear: string): Promise<ShowYearAccess> {
  // One query for the company, the terms, the show year, the seat and the territory: this gate runs
  // before every passport call, and on a busy machine each round trip waits for a core (decision 093).
  const [row] = await rowsOf<{
    company_id: number;
    company_name: string;
    accepted: boolean;
    show_key: string | null;
    name: string | null;
    year: number | null;
    seated: boolean;
    regions: Array<{ region_kind: string; region_code: string }> | string | null;
  }>(
    db,
    sql`select u.company_id, c.name as company_name, (t.company_id is not null) as accepted,
          y.show_key, s.name, y.year,
          exists (select 1 from passport_subscriptions p
                  join passport_seats seat on seat.subscription_id = p.id
                  where p.company_id = u.company_id and p.show_year = y.show_year
                    and seat.site_id = u.site_id) as seated,
          (select jsonb_agg(jsonb_build_object('region_kind', r.region_kind, 'region_code', r.region_code)
                    order by r.region_code)
             from passport_territories r
             where r.company_id = u.company_id and r.show_year = y.show_year and r.site_id = u.site_id) as regions
        from passport_company_users u
        join passport_companies c on c.id = u.company_id
        left join passport_terms_acceptances t on t.company_id = u.company_id
        left join passport_show_years y on y.show_year = ${showYear}
        left join passport_shows s on s.show_key = y.show_key
        where u.site_id = ${siteId}`,
  );
  if (!row) throw forbidden(NO_PASSPORT_SEAT);
  if (!row.accepted) throw new AppError(403, 'passport_terms_required', TERMS_NOT_ACCEPTED);
  if (row.show_key === null || row.name === null || row.year === null) throw notFound(UNKNOWN_SHOW_YEAR);
  if (!row.seated) throw forbidden(SHOW_YEAR_NOT_AVAILABLE);
  type Region = { region_kind: string; region_code: string };
  const regions: Region[] = (typeof row.regions === 'string' ? JSON.parse(row.regions) : row.regions) ?? [];
  const territory: Territory | null =
    regions.length === 0
      ? null
      : {
          states: regions.filter((r) => r.region_kind === 'state').map((r) => r.region_code),
          countries: regions.filter((r) => r.region_kind === 'country').map((r) => r.region_code),
        };
  const company = { siteId, companyId: row.company_id, companyName: row.company_name, termsAccepted: true };
  return { ...company, showYear, showKey: row.show_key, showName: row.name, year: Number(row.year), territory };
}

/** The show years the user holds a seat for, newest first. */
export async function listSeatedShowYears(db: Db, company: PassportCompany) {
  return rowsOf<{
    show_year: string;
    show_key: string;
    name: string;
    kind: 'main' | 'regional';
    year: number;
    is_current: boolean;
  }>(
    db,
    sql`select y.show_year, y.show_key, s.name, s.kind, y.year,
          y.year = (select max(y2.year) from passport_show_years y2 where y2.show_key = y.show_key) as is_current
        from passport_subscriptions p
        join passport_seats seat on seat.subscription_id = p.id and seat.site_id = ${company.siteId}
        join passport_show_years y on y.show_year = p.show_year
        join passport_shows s on s.show_key = y.show_key
        where p.company_id = ${company.companyId}
        order by y.year desc, s.kind, s.name`,
  );
}
