// Database calls on shared files (decision 041): a file by id whoever owns it, the share of a
// file, the live files (of one extension or any) an owner holds or an organisation shares.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { repositoryFileShares, repositoryFiles } from './schema.ts';

export type AnyOwnerFile = {
  id: string;
  ownerSiteId: string;
  parentId: string | null;
  name: string;
  isFolder: boolean;
  fileSize: number;
  modifiedAt: Date;
  deletedAt: Date | null;
  shareAccess: 'read' | 'edit' | null;
  shareOrganization: string | null;
};

const columns = {
  id: repositoryFiles.id,
  ownerSiteId: repositoryFiles.ownerSiteId,
  parentId: repositoryFiles.parentId,
  name: repositoryFiles.name,
  isFolder: repositoryFiles.isFolder,
  fileSize: repositoryFiles.fileSize,
  modifiedAt: repositoryFiles.modifiedAt,
  deletedAt: repositoryFiles.deletedAt,
  shareAccess: repositoryFileShares.access,
  shareOrganization: repositoryFileShares.organization,
};

/** A file by id with its share, whoever owns it (the service decides who may see it). */
export async function findFileWithShare(db: Db, id: string): Promise<AnyOwnerFile | null> {
  const [row] = await db
    .select(columns)
    .from(repositoryFiles)
    .leftJoin(repositoryFileShares, eq(repositoryFileShares.fileId, repositoryFiles.id))
    .where(eq(repositoryFiles.id, id));
  return row ?? null;
}

/**
 * Holds the file's row until the transaction ends, so that two read-change-write updates of one
 * file (two pins at once) run one after the other instead of one overwriting the other.
 */
export async function lockFileRow(db: Db, id: string): Promise<void> {
  await db.execute(sql`select id from repository_files where id = ${id} for update`);
}

/** Files (of one extension, or any) shared with an organisation by others, not in the trash themselves. */
export async function listSharedWithOrganization(
  db: Db,
  { organization, exceptSiteId, extension }: { organization: string; exceptSiteId: string; extension?: string },
): Promise<AnyOwnerFile[]> {
  return db
    .select(columns)
    .from(repositoryFiles)
    .innerJoin(repositoryFileShares, eq(repositoryFileShares.fileId, repositoryFiles.id))
    .where(
      and(
        eq(repositoryFileShares.organization, organization),
        ne(repositoryFiles.ownerSiteId, exceptSiteId),
        isNull(repositoryFiles.deletedAt),
        extension === undefined ? undefined : sql`lower(${repositoryFiles.name}) like ${`%${extension.toLowerCase()}`}`,
      ),
    )
    .orderBy(repositoryFiles.name);
}

/** The shares of an owner's files, by file id. */
export async function listSharesOfOwner(db: Db, siteId: string): Promise<Map<string, 'read' | 'edit'>> {
  const rows = await rowsOf<{ file_id: string; access: 'read' | 'edit' }>(
    db,
    sql`select s.file_id, s.access from repository_file_shares s
        join repository_files f on f.id = s.file_id where f.owner_site_id = ${siteId}`,
  );
  return new Map(rows.map((r) => [r.file_id, r.access]));
}

export async function upsertShare(
  db: Db,
  share: { fileId: string; organization: string; access: 'read' | 'edit' },
): Promise<void> {
  await db
    .insert(repositoryFileShares)
    .values(share)
    .onConflictDoUpdate({
      target: repositoryFileShares.fileId,
      set: { organization: share.organization, access: share.access, sharedAt: sql`now()` },
    });
}

export async function deleteShare(db: Db, fileId: string): Promise<void> {
  await db.delete(repositoryFileShares).where(eq(repositoryFileShares.fileId, fileId));
}
