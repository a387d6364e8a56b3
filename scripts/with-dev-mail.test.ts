// `npm start` and `npm run dev` turn the development mail viewer on only when no relay is set;
// a DEV_MAIL of the caller's own is kept (decision 026).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = path.join(mkdtempSync(path.join(tmpdir(), 'mti-dev-mail-')), 'entry.mjs');
writeFileSync(entry, 'console.log(process.env.DEV_MAIL ?? "unset");\n');

function devMailSeenBy(env: Record<string, string>): string {
  const { DEV_MAIL: _d, SMTP_URL: _s, ...rest } = process.env;
  return execFileSync(process.execPath, ['scripts/with-dev-mail.mjs', entry], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  }).trim();
}

describe('scripts/with-dev-mail.mjs', () => {
  it('sets DEV_MAIL=1 when SMTP_URL is unset', () => {
    expect(devMailSeenBy({})).toBe('1');
  });

  it('leaves it unset beside a relay, and keeps an explicit choice', () => {
    expect(devMailSeenBy({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe('unset');
    expect(devMailSeenBy({ DEV_MAIL: '0' })).toBe('0');
  });
});
