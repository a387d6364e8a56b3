// The data folder (DATA_DIR: the embedded database, the generated session secret) must be writable
// before anything is written to it: a start that cannot write stops with one line naming the folder
// and the problem, before the embedded database is opened, so nothing is left half-written.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataFolderError extends Error {}

const PROBLEMS: Record<string, string> = {
  EACCES: 'it is not writable by this user',
  EPERM: 'it is not writable by this user',
  EROFS: 'it is on a read-only file system',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exhausted',
  ENOTDIR: 'it is not a folder',
  EEXIST: 'it is not a folder',
};

/** One line for an operator: the folder, what is wrong, the error code. */
export function dataFolderProblem(dir: string, error: unknown): DataFolderError {
  const code = (error as { code?: string }).code ?? '';
  const problem = PROBLEMS[code] ?? (error as Error).message;
  return new DataFolderError(`Cannot use the data folder ${path.resolve(dir)}: ${problem}${code ? ` (${code})` : ''}.`);
}

/** Creates the folder if need be and proves it takes a write; throws DataFolderError otherwise. */
export function ensureWritableFolder(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe);
  } catch (error) {
    throw dataFolderProblem(dir, error);
  }
}
