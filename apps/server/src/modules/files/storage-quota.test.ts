// The storage quota of each user (decision 032), set small here through STORAGE_QUOTA_BYTES: every
// write that adds bytes checks it in its own transaction; over it → 413 quota_exceeded with what is
// used and the quota, and nothing stored. Recently deleted does not count and gives way when needed.
import { randomUUID } from 'node:crypto';
import { formatBytes, quotaExceededMessage } from '@mti/contracts/files/storage';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { filesApi, MEMBER_HOME, repositorySnapshot, SAMPLE_ANALYSIS } from '../../../test/files-fixtures.ts';
import { withTransaction } from '../../platform/db.ts';
import { ensureHomeFolder, insertFile } from './queries.ts';
import { makeRoomFor } from './storage-quota.ts';

const QUOTA = 60_000;
const { app } = await buildTestApp({ STORAGE_QUOTA_BYTES: String(QUOTA) });
const member = await signInWithAnalytics(app, 'member');
const files = filesApi(app, member);

async function usage(): Promise<{ used_bytes: number; quota_bytes: number }> {
  const res = await app.inject({ url: '/analytics/api/repo/usage', headers: member.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A CSV of exactly `bytes` bytes. */
const csvOf = (bytes: number) => `Value\n${'7'.repeat(bytes - 7)}\n`;
const upload = (name: string, bytes: number, overwrite = false) =>
  files.upload(
    { importDir: MEMBER_HOME, ...(overwrite ? { overwriteFile: 'true' } : {}) },
    { name, content: csvOf(bytes) },
  );

describe('the storage quota', () => {
  it('reports what the files take and the quota (GET repo/usage)', async () => {
    const before = await usage();
    expect(before.quota_bytes).toBe(QUOTA);
    expect(before.used_bytes).toBeGreaterThan(0); // the seeded demo files
    expect((await upload('small.csv', 1000)).statusCode).toBe(201);
    expect((await usage()).used_bytes).toBe(before.used_bytes + 1000);
  });

  it('refuses an upload that does not fit with 413, saying what is used and the quota, and stores nothing', async () => {
    const { used_bytes } = await usage();
    const needed = QUOTA - used_bytes + 1;
    const before = await repositorySnapshot(app);
    const res = await upload('too-big.csv', needed);
    expect(res.statusCode).toBe(413);
    const msg = quotaExceededMessage({ usedBytes: used_bytes, quotaBytes: QUOTA, neededBytes: needed });
    expect(res.json()).toEqual({ code: 'quota_exceeded', msg });
    expect(msg).toContain(`you are using ${formatBytes(used_bytes)} of your ${formatBytes(QUOTA)}`);
    expect(msg).toContain('Recently deleted do not count');
    expect(await repositorySnapshot(app)).toEqual(before);
    // Exactly what is left fits.
    expect((await upload('exact.csv', needed - 1)).statusCode).toBe(201);
    expect((await usage()).used_bytes).toBe(QUOTA);
  });

  it('refuses a saved analysis when full, and takes an overwrite that does not grow', async () => {
    const save = await files.save(`${MEMBER_HOME}:Full.xanalyzer`, SAMPLE_ANALYSIS);
    expect(save.statusCode).toBe(413);
    expect(save.json().code).toBe('quota_exceeded');
    expect(await files.names(MEMBER_HOME)).not.toContain('Full.xanalyzer');
    // An overwrite counts only what it adds.
    const size = Number((await files.file(MEMBER_HOME, 'exact.csv')).fileSize);
    expect((await upload('exact.csv', size + 1, true)).statusCode).toBe(413);
    expect((await upload('exact.csv', size - 100, true)).statusCode).toBe(200);
    expect((await upload('exact.csv', size, true)).statusCode).toBe(200); // the 100 bytes it freed
    expect((await usage()).used_bytes).toBe(QUOTA);
  });

  it('does not count Recently deleted, which gives way, oldest first and no more than needed', async () => {
    const trashed = async () =>
      ((await files.deleted()).json().repositoryFileDto as { name: string }[]).map((f) => f.name);
    const small = await files.file(MEMBER_HOME, 'small.csv');
    const exact = await files.file(MEMBER_HOME, 'exact.csv');
    const exactSize = Number(exact.fileSize);
    await files.trash(small.id);
    await files.trash(exact.id);
    expect((await usage()).used_bytes).toBe(QUOTA - 1000 - exactSize);
    // The room of the oldest trashed file is taken first…
    expect((await upload('first.csv', 1000)).statusCode).toBe(201);
    expect(await trashed()).not.toContain('small.csv');
    expect(await trashed()).toContain('exact.csv');
    // …then the next one's.
    expect((await upload('second.csv', exactSize)).statusCode).toBe(201);
    expect(await trashed()).not.toContain('exact.csv');
    expect((await usage()).used_bytes).toBe(QUOTA);
  });

  it('lets through only the parallel uploads that fit together', async () => {
    const second = await files.file(MEMBER_HOME, 'second.csv');
    await files.trash(second.id);
    const room = QUOTA - (await usage()).used_bytes;
    const size = Math.floor(room * 0.3); // three fit, a fourth does not
    const names = ['p1.csv', 'p2.csv', 'p3.csv', 'p4.csv', 'p5.csv', 'p6.csv'];
    const results = await Promise.all(names.map((name) => upload(name, size)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    expect((await usage()).used_bytes).toBe(QUOTA - room + 3 * size);
    expect((await files.names(MEMBER_HOME)).filter((n) => names.includes(n))).toHaveLength(3);
  });

  it('holds a second write until the first one commits, so that it counts the first one', async () => {
    // On PostgreSQL the two transactions overlap: without the per-user lock the second would read
    // the usage before the first commits and slip under the quota too.
    const { siteId } = member;
    const home = await ensureHomeFolder(app.db, siteId, '000100101', randomUUID());
    const size = Math.floor((QUOTA - (await usage()).used_bytes) * 0.6);
    let firstChecked = () => {};
    const checked = new Promise<void>((resolve) => {
      firstChecked = resolve;
    });
    const write = (name: string, holdBeforeWriting: boolean) =>
      withTransaction(app.db, async (tx) => {
        await makeRoomFor(tx, { siteId, quotaBytes: QUOTA, addingBytes: size });
        if (holdBeforeWriting) {
          firstChecked();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        const content = Buffer.alloc(size, 'x');
        await insertFile(tx, { id: randomUUID(), siteId, parentId: home.id, name, isFolder: false, content });
      });
    const first = write('held.csv', true);
    await checked;
    const results = await Promise.allSettled([first, write('late.csv', false)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ status: 413, code: 'quota_exceeded' });
  });
});
