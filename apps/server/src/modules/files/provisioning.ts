// The bulk writes that set up file data (demo folders, analyses and tables in a user's home): the
// seed uses them today, the admin console later.
import { extensionOf } from '@mti/contracts/files/file-name';
import { UPLOAD_EXTENSIONS } from '@mti/contracts/files/repository-api';
import { type Db, withTransaction } from '../../platform/db.ts';
import { ensureHomeFolder, upsertSeedFile } from './queries.ts';
import type { Owner } from './repository-path.ts';
import { upsertShare } from './share-queries.ts';
import { readTableShape } from './table-parsing.ts';

export type SeedItem = {
  /** A fixed id, so that seeding again gives the same rows. */
  id: string;
  /** Names below the home folder; a folder comes before what it holds. */
  names: readonly string[];
  isFolder: boolean;
  content?: Buffer;
  createdAt: Date;
  modifiedAt: Date;
};

/** Puts demo items in a user's home folder (replacing earlier seeded ones and any of the same name). */
export async function saveSeedFiles({
  db,
  owner,
  homeId,
  items,
}: {
  db: Db;
  owner: Owner;
  /** The home folder's id, should the seed be the one to create it. */
  homeId: string;
  items: readonly SeedItem[];
}) {
  await withTransaction(db, async (tx) => {
    const home = await ensureHomeFolder(tx, owner.siteId, owner.timssCustomer, homeId);
    const idsByPath = new Map<string, string>([['', home.id]]);
    for (const item of items) {
      const name = item.names.at(-1) as string;
      const parentId = idsByPath.get(item.names.slice(0, -1).join('/'));
      if (!parentId) throw new Error(`seed: the folder of ${item.names.join('/')} comes later`);
      const extension = extensionOf(name).toLowerCase();
      const table =
        item.content && (UPLOAD_EXTENSIONS as readonly string[]).includes(extension)
          ? await readTableShape(extension, item.content)
          : null;
      await upsertSeedFile(tx, {
        id: item.id,
        siteId: owner.siteId,
        parentId,
        name,
        isFolder: item.isFolder,
        content: item.content,
        table,
        createdAt: item.createdAt,
        modifiedAt: item.modifiedAt,
      });
      idsByPath.set(item.names.join('/'), item.id);
    }
  });
}

/** Shares seeded files with their owner's organisation (decision 041), replacing earlier shares. */
export async function saveSeedShares({
  db,
  shares,
}: {
  db: Db;
  shares: readonly { fileId: string; organization: string; access: 'read' | 'edit' }[];
}) {
  await withTransaction(db, async (tx) => {
    for (const share of shares) await upsertShare(tx, share);
  });
}
