import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-e2e.mjs');

describe('the end-to-end step', () => {
  it('says in one line how to install Chromium when it is missing', () => {
    const result = spawnSync(process.execPath, [script, '--no-build'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/need Chromium.*apt-get install -y chromium/);
  });
});
