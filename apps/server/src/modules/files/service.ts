// The file repository (spec §7 "Analytics server calls", §4 opening files, §5 rename rules):
// listing, rename, trash and restore, contents, folders, uploads and saved analyses, each user in
// their own home folder only. Every write runs in one transaction.
import { randomUUID } from 'node:crypto';
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import {
  baseNameOf,
  checkNameCharacters,
  checkNewFileName,
  extensionOf,
  FILE_NAME_EXISTS,
} from '@mti/contracts/files/file-name';
import { SHARED_FILE_MSG } from '@mti/contracts/files/file-shares';
import { checkNewFolderName, FOLDER_NAME_EXISTS } from '@mti/contracts/files/folder-name';
import {
  ANALYSIS_EXTENSION,
  CONTENT_TYPES,
  NOT_AN_ANALYSIS_PATH,
  type RepositoryFileDto,
  type RepositoryFileList,
  TRASH_RETENTION_DAYS,
  UPLOAD_EXTENSIONS,
  UPLOAD_WRONG_TYPE,
  type UploadResponse,
} from '@mti/contracts/files/repository-api';
import { sha256Hex } from '../../platform/crypto.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { columnReport } from './column-report.ts';
import { toDeletedFileDto, toFileDto } from './file-dto.ts';
import {
  ensureHomeFolder,
  type FileRow,
  findLiveChild,
  findOwnedFiles,
  insertFile,
  isReachableFolder,
  listLiveNames,
  listPathsOfOwner,
  listTrash,
  markDeleted,
  purgeTrashOlderThan,
  readContent,
  replaceContent,
  restoreRow,
  updateName,
} from './queries.ts';
import { namesFromAnyPath, namesFromColonPath, type Owner } from './repository-path.ts';
import { checkRestoreWithinQuota, liveBytesBeforeRestore, makeRoomFor } from './storage-quota.ts';
import { readTableShape } from './table-parsing.ts';
import type { TableLimits } from './upload-limits.ts';

export type { Owner } from './repository-path.ts';

const MAX_IDS = 1000;

const fileExists = (field: string, msg = FILE_NAME_EXISTS) => new AppError(409, 'file_exists', msg, field);
const notAFolder = () => badRequest('not_a_folder', 'Choose a folder.', 'path');
const notAFile = () => badRequest('not_a_file', 'Choose a file, not a folder.', 'path');

/** A write that lost a race for a name (the unique index) reads as the name being taken. */
export async function guardName<T>(field: string, msg: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw fileExists(field, msg);
    throw error;
  }
}

export function homeOf(db: Db, owner: Owner, newId: string = randomUUID()): Promise<FileRow> {
  return ensureHomeFolder(db, owner.siteId, owner.timssCustomer, newId);
}

export type Located = { row: FileRow; path: string };

/** The live item at names below the home folder (the home itself for []), or 404. */
export async function locate(db: Db, owner: Owner, names: readonly string[]): Promise<Located> {
  let row = await homeOf(db, owner);
  let path = `/home/${row.name}`;
  for (const name of names) {
    const child = row.isFolder ? await findLiveChild(db, owner.siteId, row.id, name) : null;
    if (!child) throw notFound();
    row = child;
    path = `${path}/${child.name}`;
  }
  return { row, path };
}

export async function locateFolder(db: Db, owner: Owner, names: readonly string[]): Promise<Located> {
  const found = await locate(db, owner, names);
  if (!found.row.isFolder) throw notAFolder();
  return found;
}

async function dtoOf(db: Db, owner: Owner, id: string, path: string): Promise<RepositoryFileDto> {
  const [row] = await findOwnedFiles(db, owner.siteId, [id]);
  if (!row) throw notFound();
  return toFileDto(row, path, owner.timssCustomer);
}

// ---- browsing

// GET repo/files/{path}/children, tree and properties: browse-service.ts.

/** GET repos/{path}/content: a file's bytes, its content type and name. */
export async function readFileContent({
  db,
  owner,
  path,
}: {
  db: Db;
  owner: Owner;
  path: string;
}): Promise<{ name: string; contentType: string; content: Buffer }> {
  const { row } = await locate(db, owner, namesFromColonPath(path, owner));
  if (row.isFolder) throw notAFile();
  const content = (await readContent(db, row.id)) ?? Buffer.alloc(0);
  const contentType = CONTENT_TYPES[extensionOf(row.name).toLowerCase()] ?? 'application/octet-stream';
  return { name: row.name, contentType, content };
}

/**
 * The id of the caller's own live file of an extension at a colon path (`:home:{timss}:a:b.xanalyzer`):
 * a page opened by the spec's path form names its file by id to share it (decision 080). Anything
 * else at that path, or nothing, is the 404 of a file that is not there.
 */
export async function ownFileIdAt({
  db,
  owner,
  path,
  extension,
}: {
  db: Db;
  owner: Owner;
  path: string;
  extension: string;
}): Promise<string> {
  const { row } = await locate(db, owner, namesFromColonPath(path, owner));
  if (row.isFolder || extensionOf(row.name).toLowerCase() !== extension) throw notFound(SHARED_FILE_MSG.notFound);
  return row.id;
}

// ---- rename

/** PUT repo/files/{path}/rename?newName=…: the §5 rules; the extension stays. */
export async function renameFile({
  db,
  owner,
  path,
  newName,
}: {
  db: Db;
  owner: Owner;
  path: string;
  newName: string;
}): Promise<RepositoryFileDto> {
  const names = namesFromColonPath(path, owner);
  if (names.length === 0) throw forbidden(); // the home folder keeps its name
  return withTransaction(db, async (tx) => {
    const { row, path: oldPath } = await locate(tx, owner, names);
    const extension = row.isFolder ? '' : extensionOf(row.name);
    const siblingNames = await listLiveNames(tx, owner.siteId, row.parentId as string);
    const warning = checkNewFileName(newName, { extension, siblingNames, currentName: row.name });
    if (warning === FILE_NAME_EXISTS) throw fileExists('newName');
    if (warning) throw badRequest('invalid_input', warning, 'newName');
    const name = `${newName.trim()}${extension}`;
    await guardName('newName', FILE_NAME_EXISTS, () => updateName(tx, row.id, name));
    return dtoOf(tx, owner, row.id, `${oldPath.slice(0, oldPath.lastIndexOf('/'))}/${name}`);
  });
}

// ---- trash

/** Ids of a comma-separated body; none, or too many, is a bad request. */
export function parseIds(body: string): string[] {
  const ids = [...new Set(body.split(',').map((id) => id.trim().replace(/^"|"$/g, '')))].filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_IDS) throw badRequest('invalid_input', 'Choose the files.', 'body');
  return ids;
}

/** The owner's items of these ids; another user's or an unknown id, or the home folder, is a 403. */
export async function ownedItems(db: Db, owner: Owner, ids: readonly string[]): Promise<FileRow[]> {
  const rows = await findOwnedFiles(db, owner.siteId, ids);
  if (rows.length !== ids.length || rows.some((r) => r.parentId === null)) throw forbidden();
  return rows;
}

/** PUT repo/files/delete: into the owner's trash (what is inside a folder goes with it). */
export async function trashFiles({ db, owner, ids }: { db: Db; owner: Owner; ids: string }): Promise<void> {
  const list = parseIds(ids);
  await withTransaction(db, async (tx) => {
    await ownedItems(tx, owner, list);
    await markDeleted(tx, owner.siteId, list);
  });
}

/** GET repo/files/deleted: the trash of the last 30 days, newest first. */
export async function listDeletedFiles({ db, owner }: { db: Db; owner: Owner }): Promise<RepositoryFileList> {
  const rows = await listTrash(db, owner.siteId, TRASH_RETENTION_DAYS);
  const paths = rows.length ? await listPathsOfOwner(db, owner.siteId) : new Map();
  return {
    repositoryFileDto: rows.map((row) =>
      toDeletedFileDto(
        row as FileRow & { deletedAt: Date },
        paths.get(row.id)?.path ?? `/home/${owner.timssCustomer}/${row.name}`,
        owner.timssCustomer,
      ),
    ),
  };
}

/** `name`, or `name 2.ext`, `name 3.ext`… whichever is free among these names. */
function freeName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const extension = extensionOf(name);
  const base = baseNameOf(name);
  for (let n = 2; ; n++) {
    const candidate = `${base} ${n}${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * PUT repo/files/restore: back where they were; into the home folder when the folder they were
 * in is itself in the trash; under `name 2` when the name has been taken meanwhile.
 */
export async function restoreFiles({
  db,
  owner,
  ids,
  quotaBytes,
}: {
  db: Db;
  owner: Owner;
  ids: string;
  quotaBytes: number;
}): Promise<void> {
  const list = parseIds(ids);
  await withTransaction(db, async (tx) => {
    const liveBytesBefore = await liveBytesBeforeRestore(tx, owner.siteId);
    const rows = (await ownedItems(tx, owner, list)).filter((r) => r.deletedAt !== null);
    // Folders before what they held, so that a folder restored with its file takes it back in.
    const paths = await listPathsOfOwner(tx, owner.siteId);
    const depth = (r: FileRow) => (paths.get(r.id)?.path ?? '').split('/').length;
    rows.sort((a, b) => depth(a) - depth(b));
    const home = await homeOf(tx, owner);
    for (const row of rows) {
      const parentId = row.parentId && (await isReachableFolder(tx, row.parentId)) ? row.parentId : home.id;
      const name = freeName(row.name, await listLiveNames(tx, owner.siteId, parentId));
      await restoreRow(tx, row.id, parentId, name);
    }
    await checkRestoreWithinQuota(tx, { siteId: owner.siteId, quotaBytes, liveBytesBefore });
  });
}

/** The sweep: trash older than 30 days goes for good, for every user. */
export async function purgeExpiredTrash({ db }: { db: Db }): Promise<number | null> {
  return purgeTrashOlderThan(db, TRASH_RETENTION_DAYS);
}

// ---- folders, uploads and analyses

/** PUT repo/dirs/{path}: a new folder (the last name of the path) in an existing folder. */
export async function createFolder({
  db,
  owner,
  path,
}: {
  db: Db;
  owner: Owner;
  path: string;
}): Promise<RepositoryFileDto> {
  const names = namesFromColonPath(path, owner);
  const name = names.pop();
  if (name === undefined) throw forbidden();
  return withTransaction(db, async (tx) => {
    const parent = await locateFolder(tx, owner, names);
    const warning = checkNewFolderName(name, await listLiveNames(tx, owner.siteId, parent.row.id));
    if (warning === FOLDER_NAME_EXISTS) throw fileExists('path', FOLDER_NAME_EXISTS);
    if (warning) throw badRequest('invalid_input', warning, 'path');
    const id = randomUUID();
    await guardName('path', FOLDER_NAME_EXISTS, () =>
      insertFile(tx, { id, siteId: owner.siteId, parentId: parent.row.id, name, isFolder: true }),
    );
    return dtoOf(tx, owner, id, `${parent.path}/${name}`);
  });
}

// Characters a stored name may not hold: path separators (the API's paths use '/' and ':'),
// what Windows refuses in a file name (a download keeps the name), and control and format
// characters (which can hide or reorder what a name shows).
const UNSAFE_IN_NAME = /[/\\:*?"<>|\p{Cc}\p{Cf}]/gu;
const UPLOAD_NAME_MAX = 100;

/**
 * A file name fit for the repository: Unicode kept (in NFC), only unsafe characters replaced by
 * '_', the extension lower case. A name that had to change gets a short digest of the original, so
 * two different names (北京.csv, 上海.csv; a?.csv, a*.csv) never become one and never replace
 * each other; the same name always becomes the same, so overwriting it still works.
 */
export function uploadFileName(original: string): string {
  const bare = original.slice(Math.max(original.lastIndexOf('/'), original.lastIndexOf('\\')) + 1).normalize('NFC');
  const extension = extensionOf(bare).toLowerCase();
  const wanted = baseNameOf(bare);
  const safe = wanted.replace(UNSAFE_IN_NAME, '_').trim().replace(/^\.+/, '');
  const codePoints = Array.from(safe);
  if (safe === wanted && codePoints.length <= UPLOAD_NAME_MAX && safe !== '') return `${safe}${extension}`;
  const digest = sha256Hex(bare.toLowerCase()).slice(0, 8);
  const kept = codePoints
    .slice(0, UPLOAD_NAME_MAX - digest.length - 1)
    .join('')
    .trim();
  return `${kept || 'upload'}-${digest}${extension}`;
}

/** Creates a file, or replaces one of that name when `overwrite` (never a folder), within the quota. */
async function writeFile(
  tx: Db,
  owner: Owner,
  folder: Located,
  name: string,
  content: Buffer,
  table: { columns: string[]; rowCount: number } | null,
  { overwrite, field, quotaBytes }: { overwrite: boolean; field: string; quotaBytes: number },
): Promise<{ file: RepositoryFileDto; created: boolean }> {
  const path = `${folder.path}/${name}`;
  const existing = await findLiveChild(tx, owner.siteId, folder.row.id, name);
  if (existing && (!overwrite || existing.isFolder)) throw fileExists(field);
  await makeRoomFor(tx, {
    siteId: owner.siteId,
    quotaBytes,
    addingBytes: content.length,
    replacingBytes: existing?.fileSize ?? 0,
  });
  if (existing) {
    await replaceContent(tx, existing.id, content, table);
    return { file: await dtoOf(tx, owner, existing.id, `${folder.path}/${existing.name}`), created: false };
  }
  const id = randomUUID();
  await guardName(field, FILE_NAME_EXISTS, () =>
    insertFile(tx, { id, siteId: owner.siteId, parentId: folder.row.id, name, isFolder: false, content, table }),
  );
  return { file: await dtoOf(tx, owner, id, path), created: true };
}

/**
 * POST repo/files/import: a CSV or XLSX (already within 25 MB) into a folder of one's own, read
 * within the table limits and stored within the quota.
 */
export async function uploadFile({
  db,
  owner,
  folder,
  fileName,
  content,
  overwrite,
  limits,
  quotaBytes,
}: {
  db: Db;
  owner: Owner;
  folder: string;
  fileName: string;
  content: Buffer;
  overwrite: boolean;
  limits: TableLimits;
  quotaBytes: number;
}): Promise<{ file: UploadResponse; created: boolean }> {
  const names = namesFromAnyPath(folder, owner);
  const name = uploadFileName(fileName);
  const extension = extensionOf(name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    throw badRequest('invalid_file_type', UPLOAD_WRONG_TYPE, 'fileUpload');
  }
  const table = await readTableShape(extension, content, limits);
  const { file, created } = await withTransaction(db, async (tx) =>
    writeFile(tx, owner, await locateFolder(tx, owner, names), name, content, table, {
      overwrite,
      field: 'fileUpload',
      quotaBytes,
    }),
  );
  return {
    file: { ...file, table: { row_count: table.rowCount, columns: columnReport(table.columns, table.profiles) } },
    created,
  };
}

/** PUT repo/files/{path}: save (overwrite) or save as (no overwrite) an analysis. */
export async function saveAnalysis({
  db,
  owner,
  path,
  definition,
  overwrite,
  quotaBytes,
}: {
  db: Db;
  owner: Owner;
  path: string;
  definition: AnalysisDefinition;
  overwrite: boolean;
  quotaBytes: number;
}): Promise<{ file: RepositoryFileDto; created: boolean }> {
  const names = namesFromColonPath(path, owner);
  const name = names.pop();
  if (name === undefined) throw forbidden();
  if (extensionOf(name).toLowerCase() !== ANALYSIS_EXTENSION)
    throw badRequest('invalid_input', NOT_AN_ANALYSIS_PATH, 'path');
  const characters = checkNameCharacters(baseNameOf(name));
  if (characters) throw badRequest('invalid_input', characters, 'path');
  const content = Buffer.from(JSON.stringify(definition, null, 2));
  const fileName = `${baseNameOf(name)}${ANALYSIS_EXTENSION}`;
  return withTransaction(db, async (tx) =>
    writeFile(tx, owner, await locateFolder(tx, owner, names), fileName, content, null, {
      overwrite,
      field: 'path',
      quotaBytes,
    }),
  );
}

/**
 * Save as for an app's own document (a .xterritory plan): a file of that extension in the owner's
 * home folder, named as a rename is (FILE_NAME rules), replaced only when `overwrite`.
 */
export async function saveDocumentInHome({
  db,
  owner,
  fileName,
  extension,
  content,
  overwrite,
  quotaBytes,
}: {
  db: Db;
  owner: Owner;
  fileName: string;
  extension: string;
  content: Buffer;
  overwrite: boolean;
  quotaBytes: number;
}): Promise<{ file: RepositoryFileDto; created: boolean }> {
  const characters = checkNameCharacters(fileName);
  if (characters) throw badRequest('invalid_input', characters, 'file_name');
  return withTransaction(db, async (tx) =>
    writeFile(tx, owner, await locateFolder(tx, owner, []), `${fileName.trim()}${extension}`, content, null, {
      overwrite,
      field: 'file_name',
      quotaBytes,
    }),
  );
}

// For the site search (content module): the caller's own file names matching a term.
export { type FileNameHit, searchOwnFileNames } from './file-name-search.ts';
// Files reached by id, own or shared with the organisation (decision 041): shared-files.ts.
export {
  type Caller,
  listFilesOfCaller,
  listSharedWithCaller,
  locateOwnFile,
  openFileOfCaller,
  type SharedFileInfo,
  saveFileOfCaller,
  shareFileOfCaller,
  updateFileOfCaller,
} from './shared-files.ts';
// For the contributions module: a small uploaded table read with the bounded XLSX reader (decision 032).
export { type Cell, parseTable } from './table-parsing.ts';
export type { TableLimits } from './upload-limits.ts';
