// The survey administrator's work (added, issue 8): open and close periods for every organisation,
// see who has submitted, export submissions as CSV, edit thresholds and label texts. Every call
// needs the surveyadmin role.

import {
  type AdminLabel,
  type AdminPeriod,
  type AdminSubmission,
  ERROR_PAGE_PATH,
  ERROR_PAGE_PATH_PATTERN,
  PERIOD_EXISTS,
} from '@mti/contracts/survey/survey-admin-api';
import { PERIOD_NOT_FOUND, type ThresholdRecord } from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import type { SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import {
  findPeriod,
  insertPeriod,
  listPeriodSummaries,
  listResponsesForExport,
  listSubmissions,
  setPeriodOpen,
} from './period-queries.ts';
import { isSurveyAdmin } from './service.ts';
import { listAllLabels, listThresholds, updateLabelText, upsertThreshold } from './settings-queries.ts';
import { submissionsCsv } from './submissions-csv.ts';

type AdminCall = { db: Db; user: AuthenticatedUser };

export async function requireSurveyAdmin({ db, user }: AdminCall): Promise<void> {
  if (!(await isSurveyAdmin(db, user.siteId))) throw forbidden();
}

const audit = (db: Db, user: AuthenticatedUser, action: string, subject: string, ip: string | null, detail = {}) =>
  writeAudit(db, {
    actor: user.siteId,
    action,
    subject,
    ip,
    detail: { ...detail, ...(user.actingAdmin ? { acting_admin: user.actingAdmin } : {}) },
  });

export async function listAdminPeriods(call: AdminCall): Promise<AdminPeriod[]> {
  await requireSurveyAdmin(call);
  return listPeriodSummaries(call.db);
}

/** Adds an open period for every organisation; 409 when it exists. */
export async function openNewPeriod(
  call: AdminCall & { reportingPeriod: string; ip: string | null },
): Promise<AdminPeriod[]> {
  await requireSurveyAdmin(call);
  if (!(await insertPeriod(call.db, call.reportingPeriod))) throw new AppError(409, 'period_exists', PERIOD_EXISTS);
  await audit(call.db, call.user, 'survey.period.create', call.reportingPeriod, call.ip);
  return listPeriodSummaries(call.db);
}

/** Opens or closes a period. A closed period takes no figures and cannot be reopened by members. */
export async function setPeriodOpenState(
  call: AdminCall & { reportingPeriod: string; isOpen: boolean; ip: string | null },
): Promise<AdminPeriod[]> {
  await requireSurveyAdmin(call);
  if (!(await setPeriodOpen(call.db, call.reportingPeriod, call.isOpen))) throw notFound(PERIOD_NOT_FOUND);
  await audit(
    call.db,
    call.user,
    call.isOpen ? 'survey.period.open' : 'survey.period.close',
    call.reportingPeriod,
    call.ip,
  );
  return listPeriodSummaries(call.db);
}

export async function listPeriodSubmissions(call: AdminCall & { reportingPeriod: string }): Promise<AdminSubmission[]> {
  await requireSurveyAdmin(call);
  if (!(await findPeriod(call.db, call.reportingPeriod))) throw notFound(PERIOD_NOT_FOUND);
  return (await listSubmissions(call.db, call.reportingPeriod)).map((row) => ({
    organisation_id: row.organisationId,
    organisation_name: row.organisationName,
    is_started: row.isStarted,
    is_submitted: row.isSubmitted,
    mod_date_time: row.modDateTime?.toISOString() ?? null,
    reported_by: row.reportedBy,
  }));
}

/** The period's responses as CSV (individual figures: administrators only, and audited). */
export async function exportSubmissions(
  call: AdminCall & { reportingPeriod: string; ip: string | null },
): Promise<string> {
  await requireSurveyAdmin(call);
  if (!(await findPeriod(call.db, call.reportingPeriod))) throw notFound(PERIOD_NOT_FOUND);
  const rows = await listResponsesForExport(call.db, call.reportingPeriod);
  await audit(call.db, call.user, 'survey.export', call.reportingPeriod, call.ip, { rows: rows.length });
  return submissionsCsv(call.reportingPeriod, rows);
}

export async function listAdminThresholds(call: AdminCall) {
  await requireSurveyAdmin(call);
  return listThresholds(call.db);
}

export async function saveThreshold(
  call: AdminCall & { page: SurveyPage; limits: ThresholdRecord; ip: string | null },
) {
  await requireSurveyAdmin(call);
  await upsertThreshold(call.db, call.page, call.limits);
  await audit(call.db, call.user, 'survey.threshold.update', call.page, call.ip, { ...call.limits });
  return listThresholds(call.db);
}

export async function listAdminLabels(call: AdminCall): Promise<AdminLabel[]> {
  await requireSurveyAdmin(call);
  return listAllLabels(call.db);
}

/** Changes one label's text; the error-page table only takes paths of this site. */
export async function saveLabel(
  call: AdminCall & { screen: SurveyLabelScreen; key: string; text: string; ip: string | null },
): Promise<AdminLabel> {
  await requireSurveyAdmin(call);
  if (call.screen === 'errorPages' && !ERROR_PAGE_PATH_PATTERN.test(call.text))
    throw badRequest('invalid_input', ERROR_PAGE_PATH, 'text');
  if (!(await updateLabelText(call.db, call.screen, call.key, call.text))) throw notFound();
  await audit(call.db, call.user, 'survey.label.update', `${call.screen}/${call.key}`, call.ip);
  return { screen: call.screen, key: call.key, text: call.text };
}
