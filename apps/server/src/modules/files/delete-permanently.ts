// PUT repo/files/deletepermanent: items of the own trash gone for good, with what they hold
// (FileService.doDeleteFilesPermanent). Unlike Pentaho, an item not in the trash is refused: the
// portal deletes in two steps, trash then empty, so no call loses a file at once (decision 033).
import { type Db, withTransaction } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { deleteFilesForGood } from './queries.ts';
import type { Owner } from './repository-path.ts';
import { ownedItems, parseIds } from './service.ts';

export const NOT_IN_TRASH = 'Only files in the trash can be deleted permanently.';

export async function deleteFilesPermanently({ db, owner, ids }: { db: Db; owner: Owner; ids: string }): Promise<void> {
  const list = parseIds(ids);
  await withTransaction(db, async (tx) => {
    const rows = await ownedItems(tx, owner, list);
    if (rows.some((row) => row.deletedAt === null)) throw badRequest('not_in_trash', NOT_IN_TRASH, 'body');
    await deleteFilesForGood(tx, owner.siteId, list);
  });
}
