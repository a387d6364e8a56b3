// Database calls of the survey module: organisations, participants, periods and responses.
import type { SurveyData } from '@mti/contracts/survey/survey-api';
import type { MetalType } from '@mti/contracts/survey/survey-catalogue';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  surveyMarketShares,
  surveyMetalShares,
  surveyOrganisations,
  surveyParticipants,
  surveyPeriods,
  surveyResponses,
} from './schema.ts';

// ---- organisations and participants

export async function findParticipation(
  db: Db,
  siteId: string,
): Promise<{ organisationId: string; organisationName: string } | null> {
  const [row] = await db
    .select({ organisationId: surveyOrganisations.id, organisationName: surveyOrganisations.name })
    .from(surveyParticipants)
    .innerJoin(surveyOrganisations, eq(surveyOrganisations.id, surveyParticipants.organisationId))
    .where(eq(surveyParticipants.siteId, siteId));
  return row ?? null;
}

export async function upsertOrganisation(db: Db, organisation: { id: string; name: string }): Promise<void> {
  await db
    .insert(surveyOrganisations)
    .values(organisation)
    .onConflictDoUpdate({ target: surveyOrganisations.id, set: { name: organisation.name } });
}

export async function upsertParticipant(db: Db, participant: { siteId: string; organisationId: string }) {
  await db
    .insert(surveyParticipants)
    .values(participant)
    .onConflictDoUpdate({ target: surveyParticipants.siteId, set: { organisationId: participant.organisationId } });
}

// ---- periods as one organisation sees them

export type OrganisationPeriodRow = {
  reportingPeriod: string;
  isOpen: boolean;
  isStarted: boolean;
  isSubmitted: boolean;
  modDateTime: Date | null;
  reportedBy: string | null;
};

const organisationPeriodColumns = {
  reportingPeriod: surveyPeriods.reportingPeriod,
  isOpen: surveyPeriods.isOpen,
  isStarted: sql<boolean>`(${surveyResponses.organisationId} is not null)`,
  isSubmitted: sql<boolean>`coalesce(${surveyResponses.isSubmitted}, false)`,
  modDateTime: surveyResponses.modDateTime,
  reportedBy: surveyResponses.reportedBy,
};

function periodsOfOrganisation(db: Db, organisationId: string) {
  return db
    .select(organisationPeriodColumns)
    .from(surveyPeriods)
    .leftJoin(
      surveyResponses,
      and(
        eq(surveyResponses.reportingPeriod, surveyPeriods.reportingPeriod),
        eq(surveyResponses.organisationId, organisationId),
      ),
    );
}

/** Every period, newest first, with the organisation's progress in it. */
export async function listPeriodsOfOrganisation(db: Db, organisationId: string): Promise<OrganisationPeriodRow[]> {
  return periodsOfOrganisation(db, organisationId).orderBy(desc(surveyPeriods.reportingPeriod));
}

/** One period with the organisation's progress; null when the period does not exist. */
export async function findPeriodOfOrganisation(
  db: Db,
  organisationId: string,
  reportingPeriod: string,
): Promise<OrganisationPeriodRow | null> {
  const [row] = await periodsOfOrganisation(db, organisationId).where(
    eq(surveyPeriods.reportingPeriod, reportingPeriod),
  );
  return row ?? null;
}

/** Locks the period and the organisation's response (if any) until the transaction ends. */
export async function lockPeriodOfOrganisation(
  db: Db,
  organisationId: string,
  reportingPeriod: string,
): Promise<OrganisationPeriodRow | null> {
  // Two participants of one organisation may save or submit at once: each waits for the other.
  await db.execute(sql`select 1 from survey_periods where reporting_period = ${reportingPeriod} for update`);
  return findPeriodOfOrganisation(db, organisationId, reportingPeriod);
}

// ---- responses

export type Reporter = { name: string; siteId: string | null };

/** Starts a period: the response with zero figures and every metal and market row. */
export async function insertResponse(
  db: Db,
  {
    organisationId,
    reportingPeriod,
    reporter,
    data,
  }: { organisationId: string; reportingPeriod: string; reporter: Reporter; data: SurveyData },
): Promise<void> {
  await db.insert(surveyResponses).values({
    organisationId,
    reportingPeriod,
    shipmentUsd: data.shipment.amount_usd,
    shipmentTons: data.shipment.english_tons,
    bookingUsd: data.booking.amount_usd,
    reportedBy: reporter.name,
    reportedBySiteId: reporter.siteId,
  });
  await insertShareRows(db, organisationId, reportingPeriod, data);
}

async function insertShareRows(db: Db, organisationId: string, reportingPeriod: string, data: SurveyData) {
  if (data.shipment.metal.length)
    await db.insert(surveyMetalShares).values(
      data.shipment.metal.map((row, index) => ({
        organisationId,
        reportingPeriod,
        sortOrder: index + 1,
        name: row.name,
        mtype: row.mtype,
        usdPct: row.usd_pct,
        englishTonsPct: row.english_tons_pct,
      })),
    );
  if (data.shipment.market.length)
    await db.insert(surveyMarketShares).values(
      data.shipment.market.map((row, index) => ({
        organisationId,
        reportingPeriod,
        sortOrder: index + 1,
        name: row.name,
        usdPct: row.usd_pct,
      })),
    );
}

/** The organisation's figures for the period; null when it has not started it. */
export async function findResponseData(
  db: Db,
  organisationId: string,
  reportingPeriod: string,
): Promise<SurveyData | null> {
  const key = (table: typeof surveyMetalShares | typeof surveyMarketShares) =>
    and(eq(table.organisationId, organisationId), eq(table.reportingPeriod, reportingPeriod));
  const [response] = await db
    .select({
      shipmentUsd: surveyResponses.shipmentUsd,
      shipmentTons: surveyResponses.shipmentTons,
      bookingUsd: surveyResponses.bookingUsd,
    })
    .from(surveyResponses)
    .where(
      and(eq(surveyResponses.organisationId, organisationId), eq(surveyResponses.reportingPeriod, reportingPeriod)),
    );
  if (!response) return null;
  const metal = await db
    .select({
      name: surveyMetalShares.name,
      mtype: surveyMetalShares.mtype,
      usd_pct: surveyMetalShares.usdPct,
      english_tons_pct: surveyMetalShares.englishTonsPct,
    })
    .from(surveyMetalShares)
    .where(key(surveyMetalShares))
    .orderBy(asc(surveyMetalShares.sortOrder));
  const market = await db
    .select({ name: surveyMarketShares.name, usd_pct: surveyMarketShares.usdPct })
    .from(surveyMarketShares)
    .where(key(surveyMarketShares))
    .orderBy(asc(surveyMarketShares.sortOrder));
  return {
    shipment: {
      amount_usd: response.shipmentUsd,
      english_tons: response.shipmentTons,
      metal: metal.map((row) => ({ ...row, mtype: row.mtype as MetalType })),
      market,
    },
    booking: { amount_usd: response.bookingUsd },
  };
}

/** Rewrites the figures and every row of a started response (the caller checked the row names). */
export async function updateResponseData(
  db: Db,
  {
    organisationId,
    reportingPeriod,
    reporter,
    data,
  }: { organisationId: string; reportingPeriod: string; reporter: Reporter; data: SurveyData },
): Promise<void> {
  await db
    .update(surveyResponses)
    .set({
      shipmentUsd: data.shipment.amount_usd,
      shipmentTons: data.shipment.english_tons,
      bookingUsd: data.booking.amount_usd,
      modDateTime: sql`now()`,
      reportedBy: reporter.name,
      reportedBySiteId: reporter.siteId,
    })
    .where(
      and(eq(surveyResponses.organisationId, organisationId), eq(surveyResponses.reportingPeriod, reportingPeriod)),
    );
  await db
    .delete(surveyMetalShares)
    .where(
      and(eq(surveyMetalShares.organisationId, organisationId), eq(surveyMetalShares.reportingPeriod, reportingPeriod)),
    );
  await db
    .delete(surveyMarketShares)
    .where(
      and(
        eq(surveyMarketShares.organisationId, organisationId),
        eq(surveyMarketShares.reportingPeriod, reportingPeriod),
      ),
    );
  await insertShareRows(db, organisationId, reportingPeriod, data);
}

/** Submits (true) or reopens (false) a response. */
export async function setResponseSubmitted(
  db: Db,
  {
    organisationId,
    reportingPeriod,
    submitted,
    reporter,
  }: { organisationId: string; reportingPeriod: string; submitted: boolean; reporter: Reporter },
): Promise<void> {
  await db
    .update(surveyResponses)
    .set({
      isSubmitted: submitted,
      submittedAt: submitted ? sql`now()` : null,
      modDateTime: sql`now()`,
      reportedBy: reporter.name,
      reportedBySiteId: reporter.siteId,
    })
    .where(
      and(eq(surveyResponses.organisationId, organisationId), eq(surveyResponses.reportingPeriod, reportingPeriod)),
    );
}

export type ResponseAsItStands = {
  organisationId: string;
  reportingPeriod: string;
  reporter: Reporter;
  data: SurveyData;
  submittedAt: Date | null;
  modifiedAt: Date;
};

/** Seed: removes every response of the given organisations in the given periods (rows go along). */
export async function deleteResponsesOf(
  db: Db,
  organisationIds: readonly string[],
  reportingPeriods: readonly string[],
): Promise<void> {
  if (!organisationIds.length || !reportingPeriods.length) return;
  await db
    .delete(surveyResponses)
    .where(
      and(
        inArray(surveyResponses.organisationId, [...organisationIds]),
        inArray(surveyResponses.reportingPeriod, [...reportingPeriods]),
      ),
    );
}

/** Seed: inserts responses as they stand (figures, rows, state) in three statements. */
export async function insertResponsesAsTheyStand(db: Db, responses: readonly ResponseAsItStands[]): Promise<void> {
  if (!responses.length) return;
  await db.insert(surveyResponses).values(
    responses.map((r) => ({
      organisationId: r.organisationId,
      reportingPeriod: r.reportingPeriod,
      isSubmitted: r.submittedAt !== null,
      shipmentUsd: r.data.shipment.amount_usd,
      shipmentTons: r.data.shipment.english_tons,
      bookingUsd: r.data.booking.amount_usd,
      startedAt: r.modifiedAt,
      submittedAt: r.submittedAt,
      modDateTime: r.modifiedAt,
      reportedBy: r.reporter.name,
      reportedBySiteId: r.reporter.siteId,
    })),
  );
  const metals = responses.flatMap((r) =>
    r.data.shipment.metal.map((row, index) => ({
      organisationId: r.organisationId,
      reportingPeriod: r.reportingPeriod,
      sortOrder: index + 1,
      name: row.name,
      mtype: row.mtype,
      usdPct: row.usd_pct,
      englishTonsPct: row.english_tons_pct,
    })),
  );
  const markets = responses.flatMap((r) =>
    r.data.shipment.market.map((row, index) => ({
      organisationId: r.organisationId,
      reportingPeriod: r.reportingPeriod,
      sortOrder: index + 1,
      name: row.name,
      usdPct: row.usd_pct,
    })),
  );
  if (metals.length) await db.insert(surveyMetalShares).values(metals);
  if (markets.length) await db.insert(surveyMarketShares).values(markets);
}
