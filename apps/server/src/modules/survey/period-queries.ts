// Database calls on the reporting periods themselves (opened and closed for every organisation),
// and what the administrator sees across organisations.
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { surveyPeriods } from './schema.ts';

export async function findPeriod(db: Db, reportingPeriod: string): Promise<{ isOpen: boolean } | null> {
  const [row] = await db
    .select({ isOpen: surveyPeriods.isOpen })
    .from(surveyPeriods)
    .where(eq(surveyPeriods.reportingPeriod, reportingPeriod));
  return row ?? null;
}

/** Adds an open period; false when it already exists. */
export async function insertPeriod(db: Db, reportingPeriod: string): Promise<boolean> {
  const rows = await db
    .insert(surveyPeriods)
    .values({ reportingPeriod, isOpen: true })
    .onConflictDoNothing()
    .returning({ reportingPeriod: surveyPeriods.reportingPeriod });
  return rows.length > 0;
}

export async function upsertPeriod(db: Db, reportingPeriod: string, isOpen: boolean): Promise<void> {
  await db
    .insert(surveyPeriods)
    .values({ reportingPeriod, isOpen })
    .onConflictDoUpdate({ target: surveyPeriods.reportingPeriod, set: { isOpen, updatedAt: sql`now()` } });
}

/** Opens or closes a period; false when there is no such period. */
export async function setPeriodOpen(db: Db, reportingPeriod: string, isOpen: boolean): Promise<boolean> {
  const rows = await db
    .update(surveyPeriods)
    .set({ isOpen, updatedAt: sql`now()` })
    .where(eq(surveyPeriods.reportingPeriod, reportingPeriod))
    .returning({ reportingPeriod: surveyPeriods.reportingPeriod });
  return rows.length > 0;
}

export async function listPeriods(db: Db): Promise<Array<{ reportingPeriod: string; isOpen: boolean }>> {
  return db
    .select({ reportingPeriod: surveyPeriods.reportingPeriod, isOpen: surveyPeriods.isOpen })
    .from(surveyPeriods)
    .orderBy(desc(surveyPeriods.reportingPeriod));
}

export type PeriodSummaryRow = {
  reporting_period: string;
  is_open: boolean;
  organisations: number;
  started: number;
  submitted: number;
};

/** Every period, newest first, with how many organisations there are, started and submitted it. */
export async function listPeriodSummaries(db: Db): Promise<PeriodSummaryRow[]> {
  const rows = await rowsOf<PeriodSummaryRow>(
    db,
    sql`
      select p.reporting_period, p.is_open,
        (select count(*) from survey_organisations)::int as organisations,
        count(r.organisation_id)::int as started,
        count(r.organisation_id) filter (where r.is_submitted)::int as submitted
      from survey_periods p
      left join survey_responses r on r.reporting_period = p.reporting_period
      group by p.reporting_period, p.is_open
      order by p.reporting_period desc
    `,
  );
  return rows.map((row) => ({
    ...row,
    organisations: Number(row.organisations),
    started: Number(row.started),
    submitted: Number(row.submitted),
  }));
}

export type SubmissionRow = {
  organisationId: string;
  organisationName: string;
  isStarted: boolean;
  isSubmitted: boolean;
  modDateTime: Date | null;
  reportedBy: string | null;
};

/** Every organisation and where it stands in the period, by name. */
export async function listSubmissions(db: Db, reportingPeriod: string): Promise<SubmissionRow[]> {
  const rows = await rowsOf<{
    organisation_id: string;
    organisation_name: string;
    is_started: boolean;
    is_submitted: boolean;
    mod_date_time: Date | string | null;
    reported_by: string | null;
  }>(
    db,
    sql`
      select o.id as organisation_id, o.name as organisation_name,
        (r.organisation_id is not null) as is_started,
        coalesce(r.is_submitted, false) as is_submitted,
        r.mod_date_time, r.reported_by
      from survey_organisations o
      left join survey_responses r on r.organisation_id = o.id and r.reporting_period = ${reportingPeriod}
      order by o.name, o.id
    `,
  );
  return rows.map((row) => ({
    organisationId: row.organisation_id,
    organisationName: row.organisation_name,
    isStarted: row.is_started,
    isSubmitted: row.is_submitted,
    modDateTime: row.mod_date_time === null ? null : new Date(row.mod_date_time),
    reportedBy: row.reported_by,
  }));
}

export type ExportRow = {
  organisationName: string;
  isSubmitted: boolean;
  modDateTime: Date;
  reportedBy: string;
  shipmentUsd: number;
  shipmentTons: number;
  bookingUsd: number;
  metal: Array<{ name: string; usdPct: number; englishTonsPct: number }>;
  market: Array<{ name: string; usdPct: number }>;
};

/** Every started response of the period with its rows, by organisation name. */
export async function listResponsesForExport(db: Db, reportingPeriod: string): Promise<ExportRow[]> {
  const rows = await rowsOf<{
    organisation_id: string;
    organisation_name: string;
    is_submitted: boolean;
    mod_date_time: Date | string;
    reported_by: string;
    shipment_usd: string | number;
    shipment_tons: string | number;
    booking_usd: string | number;
  }>(
    db,
    sql`
      select r.organisation_id, o.name as organisation_name, r.is_submitted, r.mod_date_time, r.reported_by,
        r.shipment_usd, r.shipment_tons, r.booking_usd
      from survey_responses r join survey_organisations o on o.id = r.organisation_id
      where r.reporting_period = ${reportingPeriod}
      order by o.name, o.id
    `,
  );
  const metals = await rowsOf<{ organisation_id: string; name: string; usd_pct: string; english_tons_pct: string }>(
    db,
    sql`select organisation_id, name, usd_pct, english_tons_pct from survey_metal_shares
        where reporting_period = ${reportingPeriod} order by organisation_id, sort_order`,
  );
  const markets = await rowsOf<{ organisation_id: string; name: string; usd_pct: string }>(
    db,
    sql`select organisation_id, name, usd_pct from survey_market_shares
        where reporting_period = ${reportingPeriod} order by organisation_id, sort_order`,
  );
  return rows.map((row) => ({
    organisationName: row.organisation_name,
    isSubmitted: row.is_submitted,
    modDateTime: new Date(row.mod_date_time),
    reportedBy: row.reported_by,
    shipmentUsd: Number(row.shipment_usd),
    shipmentTons: Number(row.shipment_tons),
    bookingUsd: Number(row.booking_usd),
    metal: metals
      .filter((m) => m.organisation_id === row.organisation_id)
      .map((m) => ({ name: m.name, usdPct: Number(m.usd_pct), englishTonsPct: Number(m.english_tons_pct) })),
    market: markets
      .filter((m) => m.organisation_id === row.organisation_id)
      .map((m) => ({ name: m.name, usdPct: Number(m.usd_pct) })),
  }));
}
