// Setting the survey up (the demo seed, and provisioning of organisations): organisations and
// their participants, periods, responses as they stand, labels and thresholds. Each call upserts.
import type { SurveyData, ThresholdRecord } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { SURVEY_LABEL_DEFAULTS, type SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import type { Db } from '../../platform/db.ts';
import { upsertPeriod } from './period-queries.ts';
import { deleteResponsesOf, insertResponsesAsTheyStand, upsertOrganisation, upsertParticipant } from './queries.ts';
import { hasAnyLabel, upsertLabels, upsertThreshold } from './settings-queries.ts';

export async function saveOrganisation({
  db,
  id,
  name,
  participantSiteIds,
}: {
  db: Db;
  id: string;
  name: string;
  participantSiteIds: readonly string[];
}): Promise<void> {
  await upsertOrganisation(db, { id, name });
  for (const siteId of participantSiteIds) await upsertParticipant(db, { siteId, organisationId: id });
}

export async function savePeriod({
  db,
  reportingPeriod,
  isOpen,
}: {
  db: Db;
  reportingPeriod: string;
  isOpen: boolean;
}) {
  await upsertPeriod(db, reportingPeriod, isOpen);
}

export type SeededResponse = {
  organisationId: string;
  reportingPeriod: string;
  data: SurveyData;
  reportedBy: string;
  modifiedAt: Date;
  /** Null: started, not submitted. */
  submittedAt: Date | null;
};

/**
 * Puts the responses of the given organisations in the given periods as listed: a cell of that
 * grid missing from the list has not been started.
 */
export async function replaceResponsesOf({
  db,
  organisationIds,
  reportingPeriods,
  responses,
}: {
  db: Db;
  organisationIds: readonly string[];
  reportingPeriods: readonly string[];
  responses: readonly SeededResponse[];
}): Promise<void> {
  await deleteResponsesOf(db, organisationIds, reportingPeriods);
  await insertResponsesAsTheyStand(
    db,
    responses.map((r) => ({ ...r, reporter: { name: r.reportedBy, siteId: null } })),
  );
}

/** Writes every label text of the survey screens (the texts of survey-labels.ts). */
export async function saveDefaultLabels({ db }: { db: Db }): Promise<void> {
  const rows = Object.entries(SURVEY_LABEL_DEFAULTS).flatMap(([screen, labels]) =>
    Object.entries(labels).map(([key, text]) => ({ screen: screen as SurveyLabelScreen, key, text })),
  );
  await upsertLabels(db, rows);
}

export async function saveThresholdLimits({ db, page, limits }: { db: Db; page: SurveyPage; limits: ThresholdRecord }) {
  await upsertThreshold(db, page, limits);
}

/** False until the survey's labels were written (the first seed). */
export async function isSurveySetUp({ db }: { db: Db }): Promise<boolean> {
  return hasAnyLabel(db);
}
