// A user reaches only their own home folder: another user's home, any '..', encoded traversal
// (%2e%2e, %2f, %5c, %00, double encoding) and another user's file ids are refused with 403, by
// every repository call, and nothing changes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  type FileDto,
  filesApi,
  LAPSED_HOME,
  MEMBER_HOME,
  repositorySnapshot,
  SAMPLE_ANALYSIS,
} from '../../../test/files-fixtures.ts';
import { rowsOf } from '../../platform/db.ts';
import { unknownRepositoryCall } from './repository-path.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const files = filesApi(app, member);
// lapsed (000100102) gets a file of its own to aim at.
const lapsed = filesApi(app, await signInWithAnalytics(app, 'lapsed'));
await lapsed.createFolder(`${LAPSED_HOME}:Private`);
await lapsed.upload({ importDir: `${LAPSED_HOME}:Private` }, { name: 'secret.csv', content: 'a,b\n1,2\n' });
const lapsedFile = await lapsed.file(`${LAPSED_HOME}:Private`, 'secret.csv');
const memberFile = await files.file(MEMBER_HOME, 'Orders by region.xanalyzer');

/** Colon paths (as they appear in the URL) that leave the member's home folder or hide a traversal. */
const ESCAPES: Record<string, string> = {
  "another user's home": LAPSED_HOME,
  "another user's folder": `${LAPSED_HOME}:Private`,
  // Its children are the one thing a user may read there: their own home (below).
  'the home root': ':home',
  'outside /home': ':etc:passwd',
  '.. segments': `${MEMBER_HOME}:..:000100102`,
  '. segment': `${MEMBER_HOME}:.:Market%20Reports`,
  '%2e%2e (encoded dots)': `${MEMBER_HOME}:%2e%2e:%2E%2E:home:000100102`,
  '%2f (encoded slash)': `${MEMBER_HOME}:..%2f..%2fhome%2f000100102`,
  'a path written with encoded slashes': '%2fhome%2f000100102',
  '%5c (encoded backslash)': `${MEMBER_HOME}:..%5c..%5c000100102`,
  'a literal backslash': `${MEMBER_HOME}:..\\000100102`,
  '%00 (null byte)': `${MEMBER_HOME}:Market%20Reports%00`,
  'double encoding (%252e%252e)': `${MEMBER_HOME}:%252e%252e:%252e%252e:home:000100102`,
  'an empty name': `${MEMBER_HOME}::Market%20Reports`,
  'no leading colon': 'home:000100101',
  'a control character': `${MEMBER_HOME}:Market%0AReports`,
};

describe.each(Object.entries(ESCAPES))('a path with %s', (_label, path) => {
  it('is refused with 403 by every call, and nothing changes', async () => {
    const before = await repositorySnapshot(app);
    const answers = [
      ...(path === ':home' ? [] : [await files.children(path)]),
      await files.content(`${path}:secret.csv`),
      await files.content(path),
      await files.rename(`${path}:secret.csv`, 'taken'),
      await files.rename(path, 'taken'),
      await files.createFolder(`${path}:Planted`),
      await files.save(`${path}:Planted.xanalyzer`, SAMPLE_ANALYSIS),
      await files.upload({ importDir: path }, { name: 'planted.csv', content: 'a\n1\n' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 403));
    for (const res of answers) {
      expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
    }
    expect(await repositorySnapshot(app)).toEqual(before);
  });
});

describe('the home root (:home), as Pentaho shows it to a user who is no administrator', () => {
  it("lists only the own home folder, never another user's", async () => {
    const res = await files.children(':home');
    expect(res.statusCode).toBe(200);
    expect((res.json().repositoryFileDto as FileDto[]).map((f) => f.path)).toEqual(['/home/000100101']);
  });
});

describe('folder paths of uploads written with slashes', () => {
  it.each([
    '/home/000100102',
    '/home/000100101/../000100102',
    '/home/000100101/Market Reports/..',
    '\\home\\000100102',
    '/home/000100101/%2e%2e',
    '/etc',
  ])('refuses %s', async (importDir) => {
    const before = await repositorySnapshot(app);
    const res = await files.upload({ importDir }, { name: 'planted.csv', content: 'a\n1\n' });
    expect(res.statusCode).toBe(403);
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it('takes one in the own home folder', async () => {
    const res = await files.upload(
      { importDir: '/home/000100101/Market Reports' },
      { name: 'ok.csv', content: 'a\n1\n' },
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('traversal in the URL itself', () => {
  // app.inject resolves '..' segments as a browser does; the addresses arrive resolved (the first
  // as repo/repo/files/{another home}/children, refused for naming another home).
  it.each([
    `/analytics/api/repo/files/${MEMBER_HOME}/../../repo/files/${LAPSED_HOME}/children`,
    '/analytics/api/repo/files/..%2f..%2f..%2fetc%2fpasswd/children',
    `/analytics/api/repos/${MEMBER_HOME}/..%2f${LAPSED_HOME}/content`,
  ])('refuses %s', async (url) => {
    const res = await app.inject({ url, headers: member.headers });
    expect(res.statusCode).toBe(403);
  });

  it('resolves children/.. to the own home folder, which has no content to read', async () => {
    const res = await app.inject({
      url: `/analytics/api/repo/files/${MEMBER_HOME}/children/..`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_a_file');
  });

  it.each([
    '/analytics/api/repo/files/:home:000100101/../../repo/files/:home:000100102/children',
    '/analytics/api/repo/files/:home:000100101/./children',
    '/analytics/api/repo/files/:home:000100101/%2e%2e/x',
    '/analytics/api/repo/files/:home:000100101/x%5c..',
    '/analytics/api/repo/nothing/:home:000100102',
  ])('refuses an unknown address that hides a traversal or names another home: %s', (url) => {
    const owner = { siteId: '100101', timssCustomer: '000100101' };
    expect(unknownRepositoryCall(url, owner).status).toBe(403);
    expect(unknownRepositoryCall('/analytics/api/repo/files/:home:000100101/nothing', owner).status).toBe(404);
  });
});

describe("another user's file ids", () => {
  it('are refused by delete and restore, alone or among the own, and nothing changes', async () => {
    const before = await repositorySnapshot(app);
    for (const ids of [lapsedFile.id, `${memberFile.id},${lapsedFile.id}`, `${memberFile.id},no-such-id`]) {
      expect((await files.trash(ids)).statusCode).toBe(403);
      expect((await files.restore(ids)).statusCode).toBe(403);
    }
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it("never appear in the user's trash", async () => {
    expect((await lapsed.trash(lapsedFile.id)).statusCode).toBe(200);
    const trash = (await files.deleted()).json().repositoryFileDto as FileDto[];
    expect(trash.map((f) => f.id)).not.toContain(lapsedFile.id);
    expect((await files.restore(lapsedFile.id)).statusCode).toBe(403);
    expect((await lapsed.restore(lapsedFile.id)).statusCode).toBe(200);
  });

  it('refuses to trash the home folder itself', async () => {
    const [home] = await rowsOf<{ id: string }>(
      app.db,
      sql`select id from repository_files where owner_site_id = '100101' and parent_id is null`,
    );
    expect((await files.trash(home?.id as string)).statusCode).toBe(403);
    expect(await files.names(MEMBER_HOME)).toContain('Orders by region.xanalyzer');
  });
});
