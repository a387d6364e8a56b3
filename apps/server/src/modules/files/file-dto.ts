// A repository row as the original server sent it (contracts/files/repository-api.ts).
import { baseNameOf } from '@mti/contracts/files/file-name';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import type { FileRow } from './queries.ts';

const flag = (value: boolean) => (value ? 'true' : 'false');
const millis = (date: Date) => String(date.getTime());

export function toFileDto(row: FileRow, path: string, ownerName: string): RepositoryFileDto {
  return {
    id: row.id,
    name: row.name,
    path,
    title: row.isFolder ? row.name : baseNameOf(row.name),
    folder: flag(row.isFolder),
    hidden: flag(row.hidden),
    fileSize: String(row.isFolder ? 0 : row.fileSize),
    createdDate: millis(row.createdAt),
    lastModifiedDate: millis(row.modifiedAt),
    owner: ownerName,
    locked: 'false',
    versioned: 'false',
    locale: 'en',
    description: '',
  };
}

/** A trash entry: the original's deletedDate and originalParentFolderPath besides. */
export function toDeletedFileDto(
  row: FileRow & { deletedAt: Date },
  path: string,
  ownerName: string,
): RepositoryFileDto {
  const cut = path.lastIndexOf('/');
  return {
    ...toFileDto(row, path, ownerName),
    deletedDate: millis(row.deletedAt),
    originalParentFolderPath: cut > 0 ? path.slice(0, cut) : '/',
  };
}
