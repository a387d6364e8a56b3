// Files a user reaches by id: their own, and those a colleague shared with their organisation
// (decision 041), read-only or editable. A file neither owned nor shared with the caller's
// organisation — another organisation's, a trashed one, an unknown id — is a 404 that tells
// nothing about whether it exists. Every write runs in one transaction.
import { extensionOf } from '@mti/contracts/files/file-name';
import { SHARED_FILE_MSG } from '@mti/contracts/files/file-shares';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { isReachableFolder, listLiveFilesOfOwner, listPathsOfOwner, readContent, replaceContent } from './queries.ts';
import type { Owner } from './repository-path.ts';
import {
  type AnyOwnerFile,
  deleteShare,
  findFileWithShare,
  listSharedWithOrganization,
  listSharesOfOwner,
  lockFileRow,
  upsertShare,
} from './share-queries.ts';
import { makeRoomFor } from './storage-quota.ts';

export type Caller = { owner: Owner; organization: string };
export type FileAccess = 'owner' | 'edit' | 'read';
export type ShareAccess = 'none' | 'read' | 'edit';

export type SharedFileInfo = {
  id: string;
  name: string;
  ownerSiteId: string;
  /** The owner's path; null for a colleague. */
  path: string | null;
  access: FileAccess;
  shared: ShareAccess;
  modifiedAt: Date;
};

const missing = () => notFound(SHARED_FILE_MSG.notFound);

async function isLive(db: Db, row: AnyOwnerFile): Promise<boolean> {
  if (row.deletedAt !== null || row.isFolder) return false;
  return row.parentId === null || isReachableFolder(db, row.parentId);
}

function accessOf(row: AnyOwnerFile, caller: Caller): FileAccess | null {
  if (row.ownerSiteId === caller.owner.siteId) return 'owner';
  const sameOrganization = caller.organization !== '' && row.shareOrganization === caller.organization;
  return sameOrganization ? row.shareAccess : null;
}

async function findForCaller(db: Db, caller: Caller, id: string, extension: string) {
  const row = await findFileWithShare(db, id);
  if (!row || extensionOf(row.name).toLowerCase() !== extension || !(await isLive(db, row))) throw missing();
  const access = accessOf(row, caller);
  if (!access) throw missing();
  return { row, access };
}

function infoOf(row: AnyOwnerFile, access: FileAccess, path: string | null): SharedFileInfo {
  return {
    id: row.id,
    name: row.name,
    ownerSiteId: row.ownerSiteId,
    path: access === 'owner' ? path : null,
    access,
    shared: row.shareAccess ?? 'none',
    modifiedAt: row.modifiedAt,
  };
}

async function ownPath(db: Db, caller: Caller, id: string): Promise<string | null> {
  return (await listPathsOfOwner(db, caller.owner.siteId)).get(id)?.path ?? null;
}

/**
 * Where one of the owner's own live files of an extension is (its name and path), by id: a saved
 * analysis's shareable address names the id, which survives a rename (decision 054). A colleague's
 * file is a 404 here, as an unknown id is.
 */
export async function locateOwnFile({
  db,
  owner,
  id,
  extension,
}: {
  db: Db;
  owner: Owner;
  id: string;
  extension: string;
}): Promise<{ id: string; name: string; path: string }> {
  const caller: Caller = { owner, organization: '' };
  const { row } = await findForCaller(db, caller, id, extension);
  const path = await ownPath(db, caller, id);
  if (!path) throw missing();
  return { id: row.id, name: row.name, path };
}

/** A file the caller may open, with its content. */
export async function openFileOfCaller({
  db,
  caller,
  id,
  extension,
}: {
  db: Db;
  caller: Caller;
  id: string;
  extension: string;
}): Promise<{ file: SharedFileInfo; content: Buffer }> {
  const { row, access } = await findForCaller(db, caller, id, extension);
  const path = access === 'owner' ? await ownPath(db, caller, id) : null;
  return { file: infoOf(row, access, path), content: (await readContent(db, id)) ?? Buffer.alloc(0) };
}

/** The caller's own files of an extension (anywhere in their home) and those shared with them. */
export async function listFilesOfCaller({
  db,
  caller,
  extension,
}: {
  db: Db;
  caller: Caller;
  extension: string;
}): Promise<SharedFileInfo[]> {
  const paths = await listPathsOfOwner(db, caller.owner.siteId);
  const shares = await listSharesOfOwner(db, caller.owner.siteId);
  const own = (await listLiveFilesOfOwner(db, caller.owner.siteId))
    .filter((r) => !r.isFolder && extensionOf(r.name).toLowerCase() === extension && paths.get(r.id)?.reachable)
    .map(
      (r): SharedFileInfo => ({
        id: r.id,
        name: r.name,
        ownerSiteId: caller.owner.siteId,
        path: paths.get(r.id)?.path ?? null,
        access: 'owner',
        shared: shares.get(r.id) ?? 'none',
        modifiedAt: r.modifiedAt,
      }),
    );
  return [...own, ...(await listSharedWithCaller({ db, caller, extension }))];
}

/**
 * Live files colleagues share with the caller's organisation, of one extension or (without one)
 * of any type: My Files' "Shared with me" lists them all, each app its own.
 */
export async function listSharedWithCaller({
  db,
  caller,
  extension,
}: {
  db: Db;
  caller: Caller;
  extension?: string;
}): Promise<SharedFileInfo[]> {
  if (caller.organization === '') return [];
  const shared = await listSharedWithOrganization(db, {
    organization: caller.organization,
    exceptSiteId: caller.owner.siteId,
    ...(extension === undefined ? {} : { extension }),
  });
  const live: SharedFileInfo[] = [];
  for (const row of shared) {
    const access = accessOf(row, caller);
    if (access && (await isLive(db, row))) live.push(infoOf(row, access, null));
  }
  return live;
}

/** Saves over a file the caller owns or may edit (within its owner's quota). */
export async function saveFileOfCaller(args: {
  db: Db;
  caller: Caller;
  id: string;
  extension: string;
  content: Buffer;
  quotaBytes: number;
}): Promise<SharedFileInfo> {
  return updateFileOfCaller({ ...args, change: () => args.content });
}

/**
 * Reads, changes and writes a file the caller owns or may edit in one transaction, its row locked
 * first: a change made at the same time by another request waits and then sees this one's result.
 * `change` may throw to refuse (nothing is written).
 */
export async function updateFileOfCaller({
  db,
  caller,
  id,
  extension,
  quotaBytes,
  change,
}: {
  db: Db;
  caller: Caller;
  id: string;
  extension: string;
  quotaBytes: number;
  change: (content: Buffer, file: SharedFileInfo) => Buffer | Promise<Buffer>;
}): Promise<SharedFileInfo> {
  return withTransaction(db, async (tx) => {
    await lockFileRow(tx, id);
    const { row, access } = await findForCaller(tx, caller, id, extension);
    if (access === 'read') throw new AppError(403, 'read_only', SHARED_FILE_MSG.readOnly);
    const content = await change((await readContent(tx, id)) ?? Buffer.alloc(0), infoOf(row, access, null));
    await makeRoomFor(tx, {
      siteId: row.ownerSiteId,
      quotaBytes,
      addingBytes: content.length,
      replacingBytes: row.fileSize,
    });
    await replaceContent(tx, id, content, null);
    const saved = (await findFileWithShare(tx, id)) as AnyOwnerFile;
    return infoOf(saved, access, access === 'owner' ? await ownPath(tx, caller, id) : null);
  });
}

/** Shares the caller's own file with their organisation (or stops sharing it). */
export async function shareFileOfCaller({
  db,
  caller,
  id,
  extension,
  access,
}: {
  db: Db;
  caller: Caller;
  id: string;
  extension: string;
  access: ShareAccess;
}): Promise<SharedFileInfo> {
  return withTransaction(db, async (tx) => {
    const found = await findForCaller(tx, caller, id, extension);
    if (found.access !== 'owner') throw new AppError(403, 'not_owner', SHARED_FILE_MSG.onlyOwnerShares);
    if (access === 'none') await deleteShare(tx, id);
    else if (caller.organization === '') throw badRequest('no_organization', SHARED_FILE_MSG.noOrganization, 'access');
    else await upsertShare(tx, { fileId: id, organization: caller.organization, access });
    const saved = (await findFileWithShare(tx, id)) as AnyOwnerFile;
    return infoOf(saved, 'owner', await ownPath(tx, caller, id));
  });
}
