// The server's signing secret: SESSION_SECRET, or one generated once and kept under DATA_DIR.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { randomToken } from './crypto.ts';
import { dataFolderProblem, ensureWritableFolder } from './data-folder.ts';

export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.DATABASE_URL === 'memory://') return randomToken();
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  ensureWritableFolder(config.DATA_DIR);
  const secret = randomToken();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    throw dataFolderProblem(config.DATA_DIR, error);
  }
  return secret;
}
