// AGMA MMTR uploads: a file is checked whole; any bad row refuses it (nothing stored), a good one
// becomes the month's next version and the participant's file in My Files, in one transaction.
import type { Readable } from 'node:stream';
import {
  AGMA_MAX_LISTED_PROBLEMS,
  AGMA_MMTR_ROLE,
  AGMA_NOT_A_PARTICIPANT,
  type AgmaMonth,
  type AgmaRefusalResponse,
  type AgmaUploadResponse,
  type AgmaUploadsResponse,
} from '@mti/contracts/contributions/agma-api';
import {
  AGMA_NO_ROWS,
  AGMA_RULES,
  AGMA_UNREADABLE,
  AGMA_WRONG_EXTENSION,
  agmaRefusedMessage,
} from '@mti/contracts/contributions/agma-rules';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { saveDocumentInHome } from '../files/service.ts';
import { getEntitlements, getUserDetails } from '../identity/service.ts';
import { type AgmaCheck, checkAgmaFile, dollarsOfCents } from './agma-check.ts';
import {
  type AgmaVersionRow,
  findAgmaContent,
  findLatestVersionNumber,
  insertAgmaVersion,
  listAgmaVersions,
} from './agma-queries.ts';

export type AgmaUploadOutcome =
  | { accepted: true; response: AgmaUploadResponse }
  | { accepted: false; refusal: AgmaRefusalResponse };

/** Participation is the product role `agma`: anyone else is refused before a byte of a file is read. */
export async function assertAgmaParticipant({ db, siteId }: { db: Db; siteId: string }): Promise<void> {
  const { roles } = await getEntitlements({ db, siteId });
  if (!roles.includes(AGMA_MMTR_ROLE)) throw new AppError(403, 'not_an_agma_participant', AGMA_NOT_A_PARTICIPANT);
}

/** The delimiter of an allowed extension, or the wrong-extension refusal. */
export function agmaDelimiterOf(fileName: string): ',' | '\t' {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return ',';
  if (lower.endsWith('.txt')) return '\t';
  throw badRequest('wrong_extension', AGMA_WRONG_EXTENSION, 'file');
}

/** The name of the month's file in My Files: `AGMA MMTR 2026-10-31.csv`. */
const myFilesName = (rptDate: string) => `AGMA MMTR ${rptDate}`;

function refusalOf(check: AgmaCheck): AgmaRefusalResponse {
  return {
    code: 'agma_rows_invalid',
    msg: agmaRefusedMessage(check.badRows),
    field: 'file',
    bad_rows: check.badRows,
    problem_count: check.problemCount,
    problems: check.problems.slice(0, AGMA_MAX_LISTED_PROBLEMS),
  };
}

export async function uploadAgmaReport({
  db,
  user,
  fileName,
  stream,
  content,
  quotaBytes,
  now,
}: {
  db: Db;
  user: AuthenticatedUser;
  fileName: string;
  /** The upload as it arrives; `content` resolves to all of its bytes once it ended within the size limit. */
  stream: Readable;
  content: () => Promise<Buffer>;
  quotaBytes: number;
  now: Date;
}): Promise<AgmaUploadOutcome> {
  const delimiter = agmaDelimiterOf(fileName);
  let check: AgmaCheck;
  try {
    check = await checkAgmaFile(stream, delimiter);
  } catch (error) {
    await content(); // an oversize file says so, rather than that it could not be read
    throw badRequest('agma_unreadable', `${AGMA_UNREADABLE} ${(error as Error).message}`, 'file');
  }
  const bytes = await content();
  if (!check.columnsFound) throw badRequest('agma_columns', AGMA_RULES.columns, 'file');
  if (check.badRows > 0) return { accepted: false, refusal: refusalOf(check) };
  if (check.rows === 0 || check.rptDate === null) throw badRequest('agma_no_rows', AGMA_NO_ROWS, 'file');
  const rptDate = check.rptDate;

  const { timss_customer } = await getUserDetails({ db, user });
  const extension = delimiter === ',' ? '.csv' : '.txt';
  const version = await withTransaction(db, async (tx) => {
    const next = (await findLatestVersionNumber(tx, user.siteId, rptDate)) + 1;
    await insertAgmaVersion(tx, {
      siteId: user.siteId,
      rptDate,
      version: next,
      fileName,
      rowCount: check.rows,
      units: check.units,
      ordersDollars: dollarsOfCents(check.ordersCents),
      shipmentsDollars: dollarsOfCents(check.shipmentsCents),
      content: bytes,
      uploadedAt: now,
    });
    await saveDocumentInHome({
      db: tx,
      owner: { siteId: user.siteId, timssCustomer: timss_customer },
      fileName: myFilesName(rptDate),
      extension,
      content: bytes,
      overwrite: true,
      quotaBytes,
    });
    return next;
  });
  const month = (await listAgmaMonths({ db, siteId: user.siteId })).find((m) => m.rpt_date === rptDate) as AgmaMonth;
  return { accepted: true, response: { month, replaced: version > 1 } };
}

const versionDto = (row: AgmaVersionRow) => ({
  version: row.version,
  file_name: row.fileName,
  rows: row.rowCount,
  units: row.units,
  orders_dollars: row.ordersDollars,
  shipments_dollars: row.shipmentsDollars,
  uploaded_at: row.uploadedAt.toISOString(),
});

async function listAgmaMonths({ db, siteId }: { db: Db; siteId: string }): Promise<AgmaMonth[]> {
  const months = new Map<string, AgmaMonth>();
  for (const row of await listAgmaVersions(db, siteId)) {
    const month = months.get(row.rptDate);
    if (month) month.history.push(versionDto(row));
    else months.set(row.rptDate, { rpt_date: row.rptDate, current: versionDto(row), history: [] });
  }
  return [...months.values()];
}

/** The caller's months, each with its current version and the versions it replaced. */
export async function listAgmaUploads({ db, siteId }: { db: Db; siteId: string }): Promise<AgmaUploadsResponse> {
  return { months: await listAgmaMonths({ db, siteId }) };
}

/** One of the caller's own versions, as uploaded. */
export async function downloadAgmaVersion({
  db,
  siteId,
  rptDate,
  version,
}: {
  db: Db;
  siteId: string;
  rptDate: string;
  version: number;
}): Promise<{ fileName: string; content: Buffer }> {
  const found = await findAgmaContent(db, siteId, rptDate, version);
  if (!found) throw notFound();
  return found;
}
