// The administrator console's Labels (issue 19, decision 069): every label text of the label
// service's screens as a paged list, the edit of one text and the reset to its default. An edit
// runs in one transaction (row locked, version compared, text written, audit row with before and
// after). Screens read labels uncached from the server, so the next page load shows the change.

import {
  type ConsoleLabel,
  type ConsoleLabelsQuery,
  LABEL_NOT_FOUND,
  LABEL_SCREEN_PAGES,
  labelTextProblem,
} from '@mti/contracts/admin/console-labels';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { SURVEY_LABEL_DEFAULTS, type SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { type SQL, sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { findLabelForUpdate, replaceLabelText } from './settings-queries.ts';

type Sort = ConsoleLabelsQuery['sort'];
type LabelRow = { screen: SurveyLabelScreen; key: string; text: string; version: number };

function labelListSpec(screen: SurveyLabelScreen | undefined): PagedListSpec<Sort> {
  const where: SQL[] = screen ? [sql`screen = ${screen}`] : [];
  return {
    select: sql`select screen, key, text, version from survey_labels`,
    sortColumns: { screen: sql`screen`, key: sql`key`, text: sql`lower(text)` },
    tieBreaker: sql`screen || '/' || key`,
    searchColumns: [sql`key`, sql`text`],
    where,
  };
}

const defaultTextOf = (screen: SurveyLabelScreen, key: string) => SURVEY_LABEL_DEFAULTS[screen][key] ?? '';

function consoleLabelOf(row: LabelRow): ConsoleLabel {
  const page = LABEL_SCREEN_PAGES[row.screen];
  const defaultText = defaultTextOf(row.screen, row.key);
  return {
    screen: row.screen,
    screen_name: page.name,
    appears_on: page.appearsOn,
    key: row.key,
    text: row.text,
    default_text: defaultText,
    is_default: row.text === defaultText,
    version: row.version,
  };
}

export async function listConsoleLabels({ db, query }: { db: Db; query: ConsoleLabelsQuery }) {
  const { rows, total } = await pagedList<Sort, LabelRow>(db, labelListSpec(query.screen), query);
  return { rows: rows.map(consoleLabelOf), total, page: query.page, page_size: query.page_size };
}

/** Every matching label in the list's order: what the CSV export writes. */
export async function exportConsoleLabels({ db, query }: { db: Db; query: ConsoleLabelsQuery }) {
  const rows = await allListRows<Sort, LabelRow>(db, labelListSpec(query.screen), query, CONSOLE_EXPORT_MAX_ROWS);
  return rows.map(consoleLabelOf);
}

type LabelEdit = {
  db: Db;
  admin: AuthenticatedUser;
  ip: string | null;
  screen: SurveyLabelScreen;
  key: string;
  version: number;
};

/** Writes one label's text after the checks; versioned, audited, one transaction. */
async function writeLabel({ db, admin, ip, screen, key, version }: LabelEdit, text: string, action: string) {
  return withTransaction(db, async (tx) => {
    const found = await findLabelForUpdate(tx, screen, key);
    if (!found) throw notFound(LABEL_NOT_FOUND);
    if (found.version !== version) throw staleEdit();
    const newVersion = await replaceLabelText(tx, screen, key, text);
    await writeAuditChange(tx, {
      actor: admin.siteId,
      action,
      subject: `${screen}/${key}`,
      ip,
      before: { text: found.text },
      after: { text },
    });
    return consoleLabelOf({ screen, key, text, version: newVersion });
  });
}

/** Changes one label's text, refusing what the screen could not show (labelTextProblem). */
export async function changeConsoleLabel(call: LabelEdit & { text: string }): Promise<ConsoleLabel> {
  const text = call.text.trim();
  if (!(call.key in SURVEY_LABEL_DEFAULTS[call.screen])) throw notFound(LABEL_NOT_FOUND);
  const problem = labelTextProblem(call.screen, call.key, text);
  if (problem) throw badRequest('invalid_label', problem, 'text');
  return writeLabel(call, text, 'admin.label.update');
}

/** Puts a label's default text back. */
export async function resetConsoleLabel(call: LabelEdit): Promise<ConsoleLabel> {
  if (!(call.key in SURVEY_LABEL_DEFAULTS[call.screen])) throw notFound(LABEL_NOT_FOUND);
  return writeLabel(call, defaultTextOf(call.screen, call.key), 'admin.label.reset');
}
