// The survey as a participant uses it (spec §4, §7): their organisation's periods, starting,
// saving a page, submitting and reopening, thresholds and labels. Every call is scoped by the
// caller's organisation; saving repeats the browser's blocking rules and writes nothing on a refusal.

import type {
  ConsoleThreshold,
  ConsoleThresholdListQuery,
  ConsoleThresholdListResponse,
} from '@mti/contracts/admin/console-thresholds';
import { blankSurveyData } from '@mti/contracts/survey/blank-survey-data';
import { SURVEY_ADMIN_ROLE } from '@mti/contracts/survey/survey-admin-api';
import {
  NOT_PARTICIPANT,
  type Participation,
  PERIOD_CLOSED,
  PERIOD_NOT_FOUND,
  PERIOD_NOT_STARTED,
  PERIOD_NOT_SUBMITTED,
  PERIOD_SUBMITTED,
  type PeriodListItem,
  ROWS_MISMATCH,
  type SurveyData,
  type SurveyDataResponse,
  type ThresholdRecord,
} from '@mti/contracts/survey/survey-api';
import type { SurveyPage } from '@mti/contracts/survey/survey-catalogue';
import { SURVEY_LABEL_DEFAULTS, type SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { type BlockingRule, findPageBlockingRule, findSurveyBlockingRule } from '@mti/contracts/survey/survey-rules';
import { writeAudit, writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { getEntitlements, getUserDetails } from '../identity/service.ts';
import {
  findParticipation,
  findPeriodOfOrganisation,
  findResponseData,
  insertResponse,
  listPeriodsOfOrganisation,
  lockPeriodOfOrganisation,
  type OrganisationPeriodRow,
  type Reporter,
  setResponseSubmitted,
  updateResponseData,
} from './queries.ts';
import {
  allThresholdVersions,
  findLabel,
  findThreshold,
  findThresholdForUpdate,
  listLabelsOfScreen,
  pageOfThresholdVersions,
  replaceThreshold,
} from './settings-queries.ts';

type Organisation = { organisationId: string; organisationName: string };

export const notParticipant = () => new AppError(403, 'not_participant', NOT_PARTICIPANT);
const periodNotFound = () => notFound(PERIOD_NOT_FOUND);
const periodClosed = () => new AppError(403, 'period_closed', PERIOD_CLOSED);
const periodSubmitted = () => new AppError(403, 'period_submitted', PERIOD_SUBMITTED);
const periodNotStarted = () => new AppError(403, 'period_not_started', PERIOD_NOT_STARTED);

/** The caller's organisation; 403 for anybody who is not one of its participants. */
export async function requireOrganisation(db: Db, siteId: string): Promise<Organisation> {
  const organisation = await findParticipation(db, siteId);
  if (!organisation) throw notParticipant();
  return organisation;
}

/** Whether the user holds the survey administrator role. */
export async function isSurveyAdmin(db: Db, siteId: string): Promise<boolean> {
  return (await getEntitlements({ db, siteId })).roles.includes(SURVEY_ADMIN_ROLE);
}

/** GET survey/participation (added): the caller's organisation, if any, and admin right. */
export async function getParticipation({ db, siteId }: { db: Db; siteId: string }): Promise<Participation> {
  const organisation = await findParticipation(db, siteId);
  return {
    organisation: organisation ? { id: organisation.organisationId, name: organisation.organisationName } : null,
    is_admin: await isSurveyAdmin(db, siteId),
  };
}

function toListItem(row: OrganisationPeriodRow): PeriodListItem {
  return {
    reporting_period: row.reportingPeriod,
    mod_date_time: row.isStarted && row.modDateTime ? row.modDateTime.toISOString() : null,
    reported_by: row.isStarted ? row.reportedBy : null,
    is_submitted: row.isSubmitted ? 'true' : 'false',
    is_started: row.isStarted ? 'true' : 'false',
    is_open: row.isOpen,
  };
}

/** GET survey: every period, newest first, as the caller's organisation stands in it. */
export async function listPeriods({ db, siteId }: { db: Db; siteId: string }): Promise<PeriodListItem[]> {
  const { organisationId } = await requireOrganisation(db, siteId);
  return (await listPeriodsOfOrganisation(db, organisationId)).map(toListItem);
}

async function reporterOf(db: Db, user: AuthenticatedUser): Promise<Reporter> {
  const details = await getUserDetails({ db, user });
  const name = `${details.name_first} ${details.name_last}`.trim() || details.userid;
  return { name, siteId: user.siteId };
}

/** Runs fn in a transaction holding the period, with the organisation's row as it stands. */
async function withLockedPeriod<T>(
  db: Db,
  organisationId: string,
  reportingPeriod: string,
  fn: (tx: Db, period: OrganisationPeriodRow) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const period = await lockPeriodOfOrganisation(tx, organisationId, reportingPeriod);
    if (!period) throw periodNotFound();
    return fn(tx, period);
  });
}

async function reread(db: Db, organisationId: string, reportingPeriod: string): Promise<PeriodListItem> {
  const row = await findPeriodOfOrganisation(db, organisationId, reportingPeriod);
  if (!row) throw periodNotFound();
  return toListItem(row);
}

/** POST survey/{reporting_period}: opens the period's data entry, with every row at zero. */
export async function startPeriod({
  db,
  user,
  reportingPeriod,
  ip,
}: {
  db: Db;
  user: AuthenticatedUser;
  reportingPeriod: string;
  ip: string | null;
}): Promise<PeriodListItem> {
  const { organisationId } = await requireOrganisation(db, user.siteId);
  const reporter = await reporterOf(db, user);
  await withLockedPeriod(db, organisationId, reportingPeriod, async (tx, period) => {
    if (period.isSubmitted) throw periodSubmitted();
    if (period.isStarted) return; // Start twice (two tabs): the first one counts.
    if (!period.isOpen) throw periodClosed();
    await insertResponse(tx, { organisationId, reportingPeriod, reporter, data: blankSurveyData() });
    await writeAudit(tx, auditEntry(user, 'survey.start', organisationId, reportingPeriod, ip));
  });
  return reread(db, organisationId, reportingPeriod);
}

function auditEntry(
  user: AuthenticatedUser,
  action: string,
  organisationId: string,
  period: string,
  ip: string | null,
) {
  return {
    actor: user.siteId,
    action,
    subject: `${organisationId}/${period}`,
    ip,
    detail: user.actingAdmin ? { acting_admin: user.actingAdmin } : {},
  };
}

/** The label text of a blocking rule, as the browser shows it. */
async function blockingError(db: Db, rule: BlockingRule): Promise<AppError> {
  const text = (await findLabel(db, 'productData', rule)) ?? SURVEY_LABEL_DEFAULTS.productData[rule] ?? rule;
  return badRequest(rule, text);
}

function sameRows(saved: SurveyData, sent: SurveyData): boolean {
  const metals = (data: SurveyData) => data.shipment.metal.map((row) => `${row.mtype}|${row.name}`).join('\n');
  const markets = (data: SurveyData) => data.shipment.market.map((row) => row.name).join('\n');
  return metals(saved) === metals(sent) && markets(saved) === markets(sent);
}

/** GET survey/{reportingPeriod}/{page}: the whole survey data; an empty object before the start. */
export async function getSurveyPage({
  db,
  siteId,
  reportingPeriod,
}: {
  db: Db;
  siteId: string;
  reportingPeriod: string;
  page: SurveyPage;
}): Promise<SurveyDataResponse> {
  const { organisationId } = await requireOrganisation(db, siteId);
  const period = await findPeriodOfOrganisation(db, organisationId, reportingPeriod);
  if (!period) throw periodNotFound();
  return (await findResponseData(db, organisationId, reportingPeriod)) ?? {};
}

/**
 * PUT survey/{reportingPeriod}/{page}: saves the whole survey data after the page's blocking rules.
 * Only a started, unsubmitted, open period takes figures (view mode is read-only here too).
 */
export async function saveSurveyPage({
  db,
  user,
  reportingPeriod,
  page,
  data,
}: {
  db: Db;
  user: AuthenticatedUser;
  reportingPeriod: string;
  page: SurveyPage;
  data: SurveyData;
}): Promise<SurveyData> {
  const { organisationId } = await requireOrganisation(db, user.siteId);
  const reporter = await reporterOf(db, user);
  return withLockedPeriod(db, organisationId, reportingPeriod, async (tx, period) => {
    if (!period.isStarted) throw periodNotStarted();
    if (period.isSubmitted) throw periodSubmitted();
    if (!period.isOpen) throw periodClosed();
    const saved = await findResponseData(tx, organisationId, reportingPeriod);
    if (!saved || !sameRows(saved, data)) throw badRequest('rows_mismatch', ROWS_MISMATCH, 'shipment');
    const rule = findPageBlockingRule(data, page);
    if (rule) throw await blockingError(tx, rule);
    await updateResponseData(tx, { organisationId, reportingPeriod, reporter, data });
    return data;
  });
}

/**
 * PUT survey/{reporting_period}: true submits (every page's rules on the saved figures first),
 * false reopens a submitted period while it is open.
 */
export async function setPeriodSubmitted({
  db,
  user,
  reportingPeriod,
  submitted,
  ip,
}: {
  db: Db;
  user: AuthenticatedUser;
  reportingPeriod: string;
  submitted: boolean;
  ip: string | null;
}): Promise<PeriodListItem> {
  const { organisationId } = await requireOrganisation(db, user.siteId);
  const reporter = await reporterOf(db, user);
  await withLockedPeriod(db, organisationId, reportingPeriod, async (tx, period) => {
    if (!period.isStarted) throw periodNotStarted();
    if (!period.isOpen) throw periodClosed();
    if (submitted) {
      if (period.isSubmitted) return; // Submitted twice: already done.
      const data = await findResponseData(tx, organisationId, reportingPeriod);
      const failure = data ? findSurveyBlockingRule(data) : null;
      if (failure) throw await blockingError(tx, failure.rule);
    } else if (!period.isSubmitted) {
      throw new AppError(403, 'period_not_submitted', PERIOD_NOT_SUBMITTED);
    }
    await setResponseSubmitted(tx, { organisationId, reportingPeriod, submitted, reporter });
    const action = submitted ? 'survey.submit' : 'survey.reopen';
    await writeAudit(tx, auditEntry(user, action, organisationId, reportingPeriod, ip));
  });
  return reread(db, organisationId, reportingPeriod);
}

/** GET survey/threshold/{page}: a list whose first item holds the limits; empty without limits. */
export async function getThresholds({ db, page }: { db: Db; page: SurveyPage }): Promise<ThresholdRecord[]> {
  const limits = await findThreshold(db, page);
  return limits ? [limits] : [];
}

/** GET survey/labels/{screen}: the screen's texts by key. */
export async function getLabels({ db, screen }: { db: Db; screen: SurveyLabelScreen }) {
  return listLabelsOfScreen(db, screen);
}

/** For the admin console's list (issue 19): one page of the pages' limits, sorted and searched on the server. */
export async function pageOfConsoleThresholds({
  db,
  query,
}: {
  db: Db;
  query: ConsoleThresholdListQuery;
}): Promise<ConsoleThresholdListResponse> {
  const { rows, total } = await pageOfThresholdVersions(db, query);
  return { rows, total, page: query.page, page_size: query.page_size };
}

/** Every page's limits the same query matches, in its order: the console's CSV. */
export const allConsoleThresholds = ({ db, query }: { db: Db; query: ConsoleThresholdListQuery }) =>
  allThresholdVersions(db, query);

/**
 * For the admin console: replaces one page's limits, refusing an edit that started from an older
 * version. Participants read thresholds uncached, so their warnings follow on the next page load.
 */
export async function saveConsoleThreshold({
  db,
  admin,
  page,
  version,
  limits,
  ip,
}: {
  db: Db;
  admin: AuthenticatedUser;
  page: SurveyPage;
  version: number;
  limits: ThresholdRecord;
  ip: string | null;
}): Promise<ConsoleThreshold> {
  return withTransaction(db, async (tx) => {
    const found = await findThresholdForUpdate(tx, page);
    if (!found) throw notFound('This survey page has no thresholds.');
    const { version: current, ...before } = found;
    if (current !== version) throw staleEdit();
    const after: ThresholdRecord = {
      shipping_usd_llimit: limits.shipping_usd_llimit,
      shipping_usd_ulimit: limits.shipping_usd_ulimit,
      shipping_tons_llimit: limits.shipping_tons_llimit,
      shipping_tons_ulimit: limits.shipping_tons_ulimit,
      booking_usd_llimit: limits.booking_usd_llimit,
      booking_usd_ulimit: limits.booking_usd_ulimit,
    };
    const newVersion = await replaceThreshold(tx, page, after);
    await writeAuditChange(tx, {
      actor: admin.siteId,
      action: 'admin.survey.threshold',
      subject: page,
      ip,
      before,
      after,
    });
    return { page, ...after, version: newVersion };
  });
}

export {
  changeConsoleLabel,
  exportConsoleLabels,
  listConsoleLabels,
  resetConsoleLabel,
} from './console-labels.ts';
