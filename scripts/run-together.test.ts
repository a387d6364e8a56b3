import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-together.mjs');
const run = (...commands: string[]) => spawnSync(process.execPath, [script, ...commands], { encoding: 'utf8' });

describe("npm test's first step (commands side by side)", () => {
  it('passes when every command passes, printing each one’s output in one piece', () => {
    const result = run('echo one; echo two', 'echo three');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/== echo one; echo two: passed after \d+ s\none\ntwo\n/);
    expect(result.stdout).toMatch(/== echo three: passed/);
  });

  it('fails when any command fails, after the others have finished, and names it', () => {
    const result = run('exit 3', 'sleep 1; echo late');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/== exit 3: FAILED \(exit 3\)/);
    expect(result.stdout).toMatch(/late/);
    expect(result.stderr).toMatch(/failed: exit 3/);
  });
});
