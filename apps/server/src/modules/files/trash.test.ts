// Delete moves files to the user's trash, restore brings them back, and the trash empties itself
// after 30 days (a sweep that any number of instances may run at once).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type FileDto, filesApi, MEMBER_HOME } from '../../../test/files-fixtures.ts';
import { rowsOf } from '../../platform/db.ts';
import { purgeExpiredTrash } from './service.ts';

const { app } = await buildTestApp();
const files = filesApi(app, await signInWithAnalytics(app, 'member'));

async function trashList(): Promise<FileDto[]> {
  const res = await files.deleted();
  expect(res.statusCode).toBe(200);
  return res.json().repositoryFileDto;
}

const deletedDaysAgo = (id: string, days: number) =>
  app.db.execute(sql`update repository_files set deleted_at = now() - ${days} * interval '1 day' where id = ${id}`);

describe('PUT repo/files/delete and GET repo/files/deleted', () => {
  it('moves a file to the trash, where it is listed with when it was deleted and where from', async () => {
    const file = await files.upload({ importDir: MEMBER_HOME }, { name: 'to delete.csv', content: 'a,b\n1,2\n' });
    const { id } = file.json();
    const started = Date.now();
    const res = await files.trash(id);
    expect(res.statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).not.toContain('to delete.csv');
    const entry = (await trashList()).find((f) => f.id === id);
    expect(entry).toMatchObject({
      name: 'to delete.csv',
      path: '/home/000100101/to delete.csv',
      originalParentFolderPath: '/home/000100101',
      folder: 'false',
    });
    expect(Number(entry?.deletedDate)).toBeGreaterThanOrEqual(started - 1000);
    expect((await files.content(`${MEMBER_HOME}:to%20delete.csv`)).statusCode).toBe(404);
  });

  it('takes several comma-separated ids, as text or as a JSON string', async () => {
    const a = (await files.createFolder(`${MEMBER_HOME}:A1`)).json().id;
    const b = (await files.createFolder(`${MEMBER_HOME}:B1`)).json().id;
    expect((await files.trash(`${a}, ${b}`)).statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).not.toContain('A1');
    expect((await files.restore(`${a},${b}`)).statusCode).toBe(200);
    expect((await files.trash(JSON.stringify(`${a},${b}`), 'application/json')).statusCode).toBe(200);
    expect((await trashList()).map((f) => f.id)).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuses an empty list', async () => {
    for (const body of ['', ' , ']) {
      expect((await files.trash(body)).statusCode).toBe(400);
    }
  });

  it('takes a folder with everything in it, and restore brings all of it back', async () => {
    const folder = await files.file(MEMBER_HOME, 'Market Reports');
    expect((await files.trash(folder.id)).statusCode).toBe(200);
    expect((await files.children(`${MEMBER_HOME}:Market%20Reports`)).statusCode).toBe(404);
    const trash = await trashList();
    expect(trash.map((f) => f.name)).toContain('Market Reports');
    expect(trash.map((f) => f.name)).not.toContain('Monthly orders by category 2024.xanalyzer');
    expect((await files.restore(folder.id)).statusCode).toBe(200);
    expect(await files.names(`${MEMBER_HOME}:Market%20Reports`)).toEqual(['Monthly orders by category 2024.xanalyzer']);
    expect((await trashList()).map((f) => f.id)).not.toContain(folder.id);
  });
});

describe('PUT repo/files/restore', () => {
  it('restores under a free name when the name was taken meanwhile', async () => {
    const first = (await files.upload({ importDir: MEMBER_HOME }, { name: 'twice.csv', content: 'a\n1\n' })).json();
    await files.trash(first.id);
    await files.upload({ importDir: MEMBER_HOME }, { name: 'twice.csv', content: 'a\n2\n' });
    expect((await files.restore(first.id)).statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).toEqual(expect.arrayContaining(['twice.csv', 'twice 2.csv']));
    expect((await files.content(`${MEMBER_HOME}:twice%202.csv`)).body).toBe('a\n1\n');
  });

  it('restores into the home folder a file whose folder is itself in the trash', async () => {
    const folder = (await files.createFolder(`${MEMBER_HOME}:Gone`)).json();
    const file = (
      await files.upload({ importDir: `${MEMBER_HOME}:Gone` }, { name: 'kept.csv', content: 'a\n1\n' })
    ).json();
    await files.trash(file.id);
    await files.trash(folder.id);
    expect((await files.restore(file.id)).statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).toContain('kept.csv');
    expect(await files.names(MEMBER_HOME)).not.toContain('Gone');
  });

  it('restores a folder and a file of it together into their old places', async () => {
    const folder = (await files.createFolder(`${MEMBER_HOME}:Together`)).json();
    const file = (
      await files.upload({ importDir: `${MEMBER_HOME}:Together` }, { name: 'inside.csv', content: 'a\n1\n' })
    ).json();
    await files.trash(file.id);
    await files.trash(folder.id);
    expect((await files.restore(`${file.id},${folder.id}`)).statusCode).toBe(200);
    expect(await files.names(`${MEMBER_HOME}:Together`)).toEqual(['inside.csv']);
  });
});

describe('the 30-day sweep', () => {
  it('deletes for good what has been in the trash for more than 30 days, contents and all', async () => {
    const old = (await files.createFolder(`${MEMBER_HOME}:Old`)).json();
    const inside = (
      await files.upload({ importDir: `${MEMBER_HOME}:Old` }, { name: 'old.csv', content: 'a\n1\n' })
    ).json();
    const recent = (await files.upload({ importDir: MEMBER_HOME }, { name: 'recent.csv', content: 'a\n1\n' })).json();
    await files.trash(`${old.id},${recent.id}`);
    await deletedDaysAgo(old.id, 31);
    await deletedDaysAgo(recent.id, 29);

    // Past 30 days it is no longer offered for restore, even before the sweep runs.
    expect((await trashList()).map((f) => f.id)).not.toContain(old.id);

    // Instances sweep at the same moment: one does the work, none fails.
    const results = await Promise.all([purgeExpiredTrash({ db: app.db }), purgeExpiredTrash({ db: app.db })]);
    expect(results.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1); // the folder; what it held went with it
    const left = await rowsOf<{ id: string }>(
      app.db,
      sql`select id from repository_files where id in (${old.id}, ${inside.id}, ${recent.id})
          union all select file_id from repository_file_contents where file_id in (${old.id}, ${inside.id})`,
    );
    expect(left.map((r) => r.id)).toEqual([recent.id]);
    expect((await trashList()).map((f) => f.id)).toContain(recent.id);
    expect((await files.restore(old.id)).statusCode).toBe(403); // gone for good
  });
});
