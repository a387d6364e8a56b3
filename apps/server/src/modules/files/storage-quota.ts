// Each user's storage quota (decision 032). What counts is the bytes of the user's files that are
// not in Recently deleted; the trash lives in the room the quota leaves and gives way, oldest first,
// when a write needs that room, so what a user stores, trash included, stays within the quota and
// deleting files makes room at once. Every write that adds bytes checks inside its own transaction,
// holding a per-user lock, so two parallel uploads cannot both slip under the quota.
import { QUOTA_EXCEEDED_CODE, quotaExceededMessage, type StorageUsageResponse } from '@mti/contracts/files/storage';
import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { repositoryFiles } from './schema.ts';

type StorageUse = {
  /** Bytes of the files that are not in the trash (nor in a folder that is). */
  liveBytes: number;
  /** Each item put in the trash (with what it holds), oldest first. */
  trash: { id: string; bytes: number }[];
};

/** Holds the owner's quota-checked writes one at a time until the transaction ends. */
async function lockOwnerStorage(tx: Db, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727274, hashtext(${siteId}))`);
}

async function readStorageUse(db: Db, siteId: string): Promise<StorageUse> {
  // Every item with the topmost trashed item above it (or itself), null when it is live.
  const groups = await rowsOf<{ root: string | null; bytes: number }>(
    db,
    sql`
      with recursive tree (id, is_folder, file_size, trash_root, root_deleted_at) as (
        select id, is_folder, file_size, case when deleted_at is null then null else id end, deleted_at
        from repository_files where owner_site_id = ${siteId} and parent_id is null
        union all
        select f.id, f.is_folder, f.file_size,
          coalesce(tree.trash_root, case when f.deleted_at is null then null else f.id end),
          coalesce(tree.root_deleted_at, f.deleted_at)
        from repository_files f join tree on f.parent_id = tree.id
      )
      select trash_root as root, sum(case when is_folder then 0 else file_size end)::float8 as bytes
      from tree group by trash_root order by min(root_deleted_at) nulls first, trash_root`,
  );
  return {
    liveBytes: Number(groups.find((g) => g.root === null)?.bytes ?? 0),
    trash: groups.filter((g) => g.root !== null).map((g) => ({ id: g.root as string, bytes: Number(g.bytes) })),
  };
}

const quotaExceeded = (usedBytes: number, quotaBytes: number, neededBytes: number) =>
  new AppError(413, QUOTA_EXCEEDED_CODE, quotaExceededMessage({ usedBytes, quotaBytes, neededBytes }));

/** The oldest trash goes for good until live files and trash together fit in the quota. */
async function purgeTrashToFit(tx: Db, use: StorageUse, liveBytes: number, quotaBytes: number): Promise<void> {
  let stored = liveBytes + use.trash.reduce((sum, t) => sum + t.bytes, 0);
  const purged: string[] = [];
  for (const item of use.trash) {
    if (stored <= quotaBytes) break;
    purged.push(item.id);
    stored -= item.bytes;
  }
  if (purged.length > 0) await tx.delete(repositoryFiles).where(inArray(repositoryFiles.id, purged));
}

/**
 * Inside the transaction of a write of `addingBytes` (replacing a file of `replacingBytes`): refuses
 * it with 413 when it would take the user's files past the quota, else makes room in the trash.
 * A write that does not grow what is stored always passes (a quota lowered under what is stored).
 */
export async function makeRoomFor(
  tx: Db,
  {
    siteId,
    quotaBytes,
    addingBytes,
    replacingBytes = 0,
  }: {
    siteId: string;
    quotaBytes: number;
    addingBytes: number;
    replacingBytes?: number;
  },
): Promise<void> {
  await lockOwnerStorage(tx, siteId);
  const use = await readStorageUse(tx, siteId);
  const growth = addingBytes - replacingBytes;
  const liveAfter = use.liveBytes + growth;
  if (growth > 0 && liveAfter > quotaBytes) throw quotaExceeded(use.liveBytes, quotaBytes, growth);
  await purgeTrashToFit(tx, use, liveAfter, quotaBytes);
}

/** Before a restore from the trash, inside its transaction: holds the owner's lock, notes the live bytes. */
export async function liveBytesBeforeRestore(tx: Db, siteId: string): Promise<number> {
  await lockOwnerStorage(tx, siteId);
  return (await readStorageUse(tx, siteId)).liveBytes;
}

/**
 * After the restore, in the same transaction: refuses it with 413 when the files it brought back
 * take the user past the quota (possible only when the quota was lowered).
 */
export async function checkRestoreWithinQuota(
  tx: Db,
  { siteId, quotaBytes, liveBytesBefore }: { siteId: string; quotaBytes: number; liveBytesBefore: number },
): Promise<void> {
  const { liveBytes } = await readStorageUse(tx, siteId);
  const growth = liveBytes - liveBytesBefore;
  if (growth > 0 && liveBytes > quotaBytes) throw quotaExceeded(liveBytesBefore, quotaBytes, growth);
}

/** GET repo/usage: what the user's files take, and the quota. */
export async function readStorageUsage({
  db,
  siteId,
  quotaBytes,
}: {
  db: Db;
  siteId: string;
  quotaBytes: number;
}): Promise<StorageUsageResponse> {
  const { liveBytes } = await readStorageUse(db, siteId);
  return { used_bytes: liveBytes, quota_bytes: quotaBytes };
}
