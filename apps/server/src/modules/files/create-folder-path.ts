// PUT repo/files/{path}/createDir: every missing folder of a path in the own home, as Pentaho's
// FileService.doCreateDirSafe (mkdir -p): 200 when one was made, 409 when all were there already
// (FileResource answers "couldNotCreateFolderDuplicate"). Names follow the folder-name rule.
import { randomUUID } from 'node:crypto';
import { checkNewFolderName, FOLDER_NAME_EXISTS } from '@mti/contracts/files/folder-name';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { findLiveChild, insertFile } from './queries.ts';
import { namesFromColonPath, type Owner } from './repository-path.ts';
import { guardName, homeOf } from './service.ts';

const alreadyThere = () => new AppError(409, 'file_exists', FOLDER_NAME_EXISTS, 'path');

export async function createFolderPath({ db, owner, path }: { db: Db; owner: Owner; path: string }): Promise<void> {
  const names = namesFromColonPath(path, owner);
  await withTransaction(db, async (tx) => {
    let parentId = (await homeOf(tx, owner)).id;
    let created = false;
    for (const name of names) {
      const existing = await findLiveChild(tx, owner.siteId, parentId, name);
      if (existing && !existing.isFolder) throw alreadyThere(); // a file of that name is in the way
      if (existing) {
        parentId = existing.id;
        continue;
      }
      const warning = checkNewFolderName(name, []); // the name rule, for the folders it makes
      if (warning) throw badRequest('invalid_input', warning, 'path');
      const id = randomUUID();
      await guardName('path', FOLDER_NAME_EXISTS, () =>
        insertFile(tx, { id, siteId: owner.siteId, parentId, name, isFolder: true }),
      );
      parentId = id;
      created = true;
    }
    if (!created) throw alreadyThere();
  });
}
