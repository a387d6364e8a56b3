// The server's signing secret: SESSION_SECRET, or one generated once and kept under DATA_DIR.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { randomToken } from './crypto.ts';

export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.DATABASE_URL === 'memory://') return randomToken();
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomToken();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
