// Contract tests of the repository calls a Pentaho client makes, written from Pentaho Server 9's
// published behaviour: org.pentaho.platform.web.http.api.resources.FileResource (paths, methods,
// @Consumes */*, @Produces XML and JSON, status codes), services/FileService (doGetChildren,
// doGetTree, doGetProperties, doCreateDirSafe, doDeleteFilesPermanent), api/…/RepositoryRequest
// (the legacy filter), JcrRepositoryFileUtils.getTreeByNode (the tree walk) and the DTOs
// RepositoryFileDto and RepositoryFileTreeDto, all in pentaho/pentaho-platform. Where this
// repository answers otherwise on purpose (404 for a missing path, XML only when asked for, a
// download never zipped), decision 033 says why.
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type FileDto, filesApi, LAPSED_HOME, MEMBER_HOME, repositorySnapshot } from '../../../test/files-fixtures.ts';
import { rowsOf } from '../../platform/db.ts';
import { NOT_IN_TRASH } from './delete-permanently.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const files = filesApi(app, member);
const lapsed = filesApi(app, await signInWithAnalytics(app, 'lapsed'));
await lapsed.createFolder(`${LAPSED_HOME}:Kept`);
await lapsed.upload({ importDir: `${LAPSED_HOME}:Kept` }, { name: 'theirs.csv', content: 'a\n1\n' });

const FILES = '/analytics/api/repo/files';
const XML = { accept: 'application/xml' };
const JSON_ACCEPT = { accept: 'application/json' };
const xmlParser = new XMLParser({ isArray: (name) => name === 'repositoryFileDto' || name === 'children' });

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...member.headers, ...headers } });
const put = (url: string, payload?: string, contentType?: string) =>
  app.inject({
    method: 'PUT',
    url,
    headers: { ...member.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

type Tree = { file: FileDto; children?: Tree[] };
const names = (list: { name: string }[]) => list.map((f) => f.name);

/** The fields of every repositoryFileDto (FileResource's examples; all values are strings). */
const DTO_FIELDS = [
  'createdDate',
  'description',
  'fileSize',
  'folder',
  'hidden',
  'id',
  'lastModifiedDate',
  'locale',
  'locked',
  'name',
  'owner',
  'path',
  'title',
  'versioned',
];

describe('GET repo/files/{path}/children (FileResource.doGetChildren)', () => {
  it('answers JSON {repositoryFileDto: [...]}, sorted by title without regard to case', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}/children?showHidden=true`, JSON_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list = res.json().repositoryFileDto as FileDto[];
    expect(names(list)).toEqual(['Market Reports', 'Orders by region.xanalyzer', 'State shop figures.csv']);
    for (const dto of list) expect(Object.keys(dto).sort()).toEqual(DTO_FIELDS);
  });

  it('sorts by title as a collator of primary strength does, not by creation or code point', async () => {
    const folder = (await files.createFolder(`${MEMBER_HOME}:Sorting`)).json().id;
    for (const name of ['cherry.csv', 'Banana.csv', 'apple.csv']) {
      await files.upload({ importDir: `${MEMBER_HOME}:Sorting` }, { name, content: 'a\n1\n' });
    }
    const res = await get(`${FILES}/${MEMBER_HOME}:Sorting/children`);
    expect(names(res.json().repositoryFileDto)).toEqual(['apple.csv', 'Banana.csv', 'cherry.csv']);
    const tree = (await get(`${FILES}/${MEMBER_HOME}:Sorting/tree`)).json() as Tree;
    expect(tree.children?.map((c) => c.file.name)).toEqual(['apple.csv', 'Banana.csv', 'cherry.csv']);
    await files.trash(folder); // out of the home listings the next tests read
  });

  it('answers XML <repositoryFileDtoes> to a client that asks for XML', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}/children`, XML);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="yes"\?><repositoryFileDtoes>/);
    const list = xmlParser.parse(res.body).repositoryFileDtoes.repositoryFileDto as Record<string, unknown>[];
    expect(list.map((f) => f.name)).toEqual(['Market Reports', 'Orders by region.xanalyzer', 'State shop figures.csv']);
    expect(list[0]).toMatchObject({ folder: true, path: '/home/000100101/Market Reports', title: 'Market Reports' });
    // JAXB writes the elements in alphabetical order.
    const first = res.body.slice(res.body.indexOf('<repositoryFileDto>'), res.body.indexOf('</repositoryFileDto>'));
    const order = [...first.matchAll(/<(\w+)>/g)].map((m) => m[1]).slice(1);
    expect(order).toEqual([...order].sort());
  });

  it('reads showHidden as Boolean.valueOf does: TRUE and True are true', async () => {
    await app.db.execute(
      sql`update repository_files set hidden = true where name = 'State shop figures.csv' and owner_site_id = '100101'`,
    );
    try {
      for (const value of ['TRUE', 'True', 'true']) {
        const res = await get(`${FILES}/${MEMBER_HOME}/children?showHidden=${value}`);
        expect(res.statusCode).toBe(200);
        expect(names(res.json().repositoryFileDto)).toContain('State shop figures.csv');
      }
      for (const query of ['?showHidden=false', '?showHidden=no', '']) {
        const res = await get(`${FILES}/${MEMBER_HOME}/children${query}`);
        expect(names(res.json().repositoryFileDto)).not.toContain('State shop figures.csv');
      }
    } finally {
      await app.db.execute(sql`update repository_files set hidden = false where owner_site_id = '100101'`);
    }
  });

  it.each([
    ['*.xanalyzer|FILES', ['Orders by region.xanalyzer']],
    ['*|FOLDERS', ['Market Reports']],
    ['*.csv|*.xanalyzer', ['Orders by region.xanalyzer', 'State shop figures.csv']],
    ['Market*', ['Market Reports']],
    ['*.XANALYZER', []], // JCR name patterns are case-sensitive
    // FILES counts only for a tree of depth 1 (RepositoryRequest); children then take both.
    ['*|FILES', ['Market Reports', 'Orders by region.xanalyzer', 'State shop figures.csv']],
    ['includeMembers=name,path|*|FOLDERS', ['Market Reports']],
  ])('honours the filter %s', async (filter, expected) => {
    const res = await get(`${FILES}/${MEMBER_HOME}/children?filter=${encodeURIComponent(filter)}`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().repositoryFileDto)).toEqual(expected);
  });

  it('answers 404 for a folder that does not exist in the own home', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}:Nowhere/children`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('GET repo/files/children and repo/files/:/children (FileResource.doGetRootChildren)', () => {
  it('shows a user who is no administrator /home only, and in it only their own home', async () => {
    for (const url of [`${FILES}/children`, `${FILES}/:/children`]) {
      const res = await get(`${url}?showHidden=true`);
      expect(res.statusCode).toBe(200);
      expect(res.json().repositoryFileDto).toEqual([
        expect.objectContaining({ name: 'home', path: '/home', title: 'Home', folder: 'true' }),
      ]);
    }
    const homes = await get(`${FILES}/:home/children`);
    expect(homes.statusCode).toBe(200);
    expect(homes.json().repositoryFileDto).toEqual([
      expect.objectContaining({ name: '000100101', path: '/home/000100101', folder: 'true', owner: '000100101' }),
    ]);
  });
});

describe('GET repo/files/{path}/tree (FileResource.doGetTree)', () => {
  it('answers {file, children} down every level by default', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}/tree?showHidden=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const tree = res.json() as Tree;
    expect(tree.file).toMatchObject({ path: '/home/000100101', folder: 'true' });
    expect(tree.children?.map((c) => c.file.name)).toEqual([
      'Market Reports',
      'Orders by region.xanalyzer',
      'State shop figures.csv',
    ]);
    const reports = tree.children?.[0];
    expect(reports?.children?.map((c) => c.file.path)).toEqual([
      '/home/000100101/Market Reports/Monthly orders by category 2024.xanalyzer',
    ]);
  });

  it('stops at depth, leaving children out below it', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}/tree?depth=1`);
    const tree = res.json() as Tree;
    expect(tree.children).toHaveLength(3);
    expect(tree.children?.every((c) => c.children === undefined)).toBe(true);
    expect(((await get(`${FILES}/${MEMBER_HOME}/tree?depth=0`)).json() as Tree).children).toBeUndefined();
  });

  it('takes FILES at depth 1 (the file list of the browse perspective) and FOLDERS at any depth', async () => {
    const files1 = (await get(`${FILES}/${MEMBER_HOME}/tree?depth=1&filter=*|FILES`)).json() as Tree;
    expect(files1.children?.map((c) => c.file.name)).toEqual(['Orders by region.xanalyzer', 'State shop figures.csv']);
    const folders = (await get(`${FILES}/${MEMBER_HOME}/tree?filter=*|FOLDERS`)).json() as Tree;
    expect(folders.children?.map((c) => c.file.name)).toEqual(['Market Reports']);
    expect(folders.children?.[0]?.children).toEqual([]);
  });

  it('keeps a folder the name filter does not take when it holds something it takes', async () => {
    const tree = (await get(`${FILES}/${MEMBER_HOME}/tree?filter=Monthly*`)).json() as Tree;
    expect(tree.children?.map((c) => c.file.name)).toEqual(['Market Reports']);
    expect(tree.children?.[0]?.children?.map((c) => c.file.name)).toEqual([
      'Monthly orders by category 2024.xanalyzer',
    ]);
    const none = (await get(`${FILES}/${MEMBER_HOME}/tree?filter=*.pdf`)).json() as Tree;
    expect(none.children).toEqual([]);
  });

  it('answers XML <repositoryFileTreeDto><children>…<file>… to a client that asks for XML', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}/tree?depth=2`, XML);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const tree = xmlParser.parse(res.body).repositoryFileTreeDto;
    expect(tree.file.path).toBe('/home/000100101');
    expect(tree.children.map((c: { file: { name: string } }) => c.file.name)).toEqual([
      'Market Reports',
      'Orders by region.xanalyzer',
      'State shop figures.csv',
    ]);
    expect(tree.children[0].children[0].file.name).toBe('Monthly orders by category 2024.xanalyzer');
  });

  it('answers the root tree as / → /home → the own home, with no other user in it', async () => {
    for (const url of [`${FILES}/tree?depth=3`, `${FILES}/:/tree?depth=3`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const root = res.json() as Tree;
      expect(root.file).toMatchObject({ path: '/', name: '', folder: 'true' });
      expect(root.children?.map((c) => c.file.path)).toEqual(['/home']);
      expect(root.children?.[0]?.children?.map((c) => c.file.path)).toEqual(['/home/000100101']);
      expect(res.body).not.toContain('000100102');
    }
  });

  it('answers 404 for a folder that does not exist in the own home', async () => {
    expect((await get(`${FILES}/${MEMBER_HOME}:Nowhere/tree`)).statusCode).toBe(404);
  });
});

describe('GET repo/files/{path}/properties (FileResource.doGetProperties, doGetRootProperties)', () => {
  it('answers one repositoryFileDto, in JSON or XML', async () => {
    const res = await get(`${FILES}/${MEMBER_HOME}:Orders%20by%20region.xanalyzer/properties`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({
      name: 'Orders by region.xanalyzer',
      title: 'Orders by region',
      path: '/home/000100101/Orders by region.xanalyzer',
      folder: 'false',
    });
    expect(Object.keys(res.json()).sort()).toEqual(DTO_FIELDS);
    const xml = await get(`${FILES}/${MEMBER_HOME}:Orders%20by%20region.xanalyzer/properties`, XML);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(new XMLParser().parse(xml.body).repositoryFileDto).toMatchObject({ name: 'Orders by region.xanalyzer' });
  });

  it('answers the root and /home, and 404 for what does not exist', async () => {
    expect((await get(`${FILES}/properties`)).json()).toMatchObject({ path: '/', folder: 'true' });
    expect((await get(`${FILES}/:/properties`)).json()).toMatchObject({ path: '/', folder: 'true' });
    expect((await get(`${FILES}/:home/properties`)).json()).toMatchObject({ path: '/home', name: 'home' });
    expect((await get(`${FILES}/${MEMBER_HOME}:missing.csv/properties`)).statusCode).toBe(404);
  });
});

describe("GET repo/files/{path}/download and repo/files/{path} (a file's content)", () => {
  it('sends the file as an attachment on download, in place on a plain GET', async () => {
    const download = await get(`${FILES}/${MEMBER_HOME}:State%20shop%20figures.csv/download?withManifest=false`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="State shop figures.csv"');
    expect(download.body.split('\r\n')[0]).toBe('State,State name,Machine shops,Employees');
    const plain = await get(`${FILES}/${MEMBER_HOME}:State%20shop%20figures.csv`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-disposition']).toBe('inline; filename="State shop figures.csv"');
    expect(plain.body).toBe(download.body);
  });

  it('answers 404 for a file that does not exist and 400 for a folder', async () => {
    expect((await get(`${FILES}/${MEMBER_HOME}:missing.csv/download`)).statusCode).toBe(404);
    expect((await get(`${FILES}/${MEMBER_HOME}:missing.csv`)).statusCode).toBe(404);
    expect((await get(`${FILES}/${MEMBER_HOME}:Market%20Reports/download`)).json().code).toBe('not_a_file');
  });
});

describe('PUT repo/files/{path}/createDir (FileResource.doCreateDirs)', () => {
  it('creates the folder and every missing one above it: 200 with no body', async () => {
    const res = await put(`${FILES}/${MEMBER_HOME}:Archive:2026:Q1/createDir`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(await files.names(`${MEMBER_HOME}:Archive:2026`)).toEqual(['Q1']);
    // Any body, of any content type, is ignored (@Consumes */*).
    expect((await put(`${FILES}/${MEMBER_HOME}:Archive:2027/createDir`, 'x', 'application/xml')).statusCode).toBe(200);
  });

  it('answers 409 when every folder was there already, and refuses bad names and the root', async () => {
    const again = await put(`${FILES}/${MEMBER_HOME}:Archive:2026/createDir`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('file_exists');
    expect((await put(`${FILES}/${MEMBER_HOME}:Orders%20by%20region.xanalyzer/createDir`)).statusCode).toBe(409);
    const bad = await put(`${FILES}/${MEMBER_HOME}:Archive:Q1.data/createDir`);
    expect(bad.statusCode).toBe(400);
    expect(await files.names(`${MEMBER_HOME}:Archive`)).toEqual(['2026', '2027']);
    for (const path of [':', ':home', ':home:000100199']) {
      expect((await put(`${FILES}/${path}/createDir`)).statusCode).toBe(403);
    }
  });
});

describe('PUT repo/files/delete and restore: the ids in any body FileResource consumes (*/*)', () => {
  it.each([
    ['text/plain (Pentaho’s GWT client)', 'text/plain', (ids: string) => ids],
    [
      'a string as jQuery sends it (form-encoded, not encoded)',
      'application/x-www-form-urlencoded; charset=UTF-8',
      (ids: string) => ids,
    ],
    ['form-encoded and percent-encoded', 'application/x-www-form-urlencoded', (ids: string) => encodeURIComponent(ids)],
    ['application/xml', 'application/xml', (ids: string) => ids],
    ['a JSON string', 'application/json', (ids: string) => JSON.stringify(ids)],
  ])('takes %s', async (_label, contentType, encode) => {
    const a = (await files.upload({ importDir: MEMBER_HOME }, { name: 'enc a.csv', content: 'a\n1\n' })).json().id;
    const b = (await files.upload({ importDir: MEMBER_HOME }, { name: 'enc b.csv', content: 'a\n1\n' })).json().id;
    const trashed = await put(`${FILES}/delete`, encode(`${a},${b}`), contentType);
    expect(trashed.statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).not.toContain('enc a.csv');
    const restored = await put(`${FILES}/restore`, encode(`${a},${b}`), contentType);
    expect(restored.statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).toEqual(expect.arrayContaining(['enc a.csv', 'enc b.csv']));
    await put(`${FILES}/delete`, `${a},${b}`, 'text/plain');
    expect((await put(`${FILES}/deletepermanent`, `${a},${b}`, 'text/plain')).statusCode).toBe(200);
  });
});

describe('PUT repo/files/deletepermanent (FileResource.doDeleteFilesPermanent)', () => {
  it('deletes items of the own trash for good, with what they hold and their contents', async () => {
    const folder = (await files.createFolder(`${MEMBER_HOME}:Doomed`)).json().id;
    const inside = (
      await files.upload({ importDir: `${MEMBER_HOME}:Doomed` }, { name: 'in.csv', content: 'a\n1\n' })
    ).json().id;
    expect((await files.trash(folder)).statusCode).toBe(200);
    const res = await put(`${FILES}/deletepermanent`, folder, 'application/x-www-form-urlencoded; charset=UTF-8');
    expect(res.statusCode).toBe(200);
    expect((await files.deleted()).json().repositoryFileDto.map((f: FileDto) => f.id)).not.toContain(folder);
    expect(await rowsOf(app.db, sql`select id from repository_files where id in (${folder}, ${inside})`)).toEqual([]);
    expect(await rowsOf(app.db, sql`select file_id from repository_file_contents where file_id = ${inside}`)).toEqual(
      [],
    );
  });

  it('refuses an item that is not in the trash, and changes nothing', async () => {
    const live = await files.file(MEMBER_HOME, 'Orders by region.xanalyzer');
    const before = await repositorySnapshot(app);
    const res = await put(`${FILES}/deletepermanent`, live.id, 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'not_in_trash', msg: NOT_IN_TRASH });
    expect(await repositorySnapshot(app)).toEqual(before);
    expect((await put(`${FILES}/deletepermanent`, ' , ', 'text/plain')).statusCode).toBe(400);
  });
});

describe("GET api/csrf/token (Pentaho's CsrfTokenResource, as common-ui's pentaho-csrf.js calls it)", () => {
  // A browser running an unchanged Pentaho client holds the session cookies and nothing else: no
  // bearer token, no anti-forgery cookie yet, and no knowledge of our header's name.
  const browserCookies = member.cookie
    .split('; ')
    .filter((c) => !c.startsWith('XSRF-TOKEN='))
    .join('; ');

  it('names the header and gives the token, with which the client writes', async () => {
    const url = `${FILES}/${MEMBER_HOME}:From%20Pentaho/createDir`;
    const refused = await app.inject({ method: 'PUT', url, headers: { cookie: browserCookies } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('xsrf');

    const res = await app.inject({
      url: `/analytics/api/csrf/token?url=${encodeURIComponent(`http://localhost${url}`)}`,
      headers: { cookie: browserCookies },
    });
    expect(res.statusCode).toBe(204);
    const token = res.headers['x-csrf-token'] as string;
    const header = res.headers['x-csrf-header'] as string;
    expect(header).toBe('X-XSRF-TOKEN');
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(token);

    const cookie = `${browserCookies}; XSRF-TOKEN=${token}`;
    const created = await app.inject({ method: 'PUT', url, headers: { cookie, [header]: token } });
    expect(created.statusCode).toBe(200);
    expect(names((await files.children(MEMBER_HOME)).json().repositoryFileDto)).toContain('From Pentaho');
  });

  it('gives the token the browser already holds while it is valid', async () => {
    const res = await app.inject({ url: '/analytics/api/csrf/token', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(204);
    expect(`XSRF-TOKEN=${res.headers['x-csrf-token']}`).toBe(
      member.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN=')),
    );
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/analytics/api/csrf/token' })).statusCode).toBe(401);
  });
});

describe('unknown calls under the repository prefix', () => {
  it.each([
    ['GET', `${FILES}/${MEMBER_HOME}/noSuchCall`],
    ['PUT', `${FILES}/${MEMBER_HOME}/noSuchCall`],
    ['GET', '/analytics/api/repo/nothing/here'],
    ['GET', `${FILES}/canAdminister`],
    ['GET', `${FILES}/reservedCharacters/download`],
    ['GET', `/analytics/api/repos/${MEMBER_HOME}:State%20shop%20figures.csv/noSuchCall`],
  ] as const)('answer 404: %s %s', async (method, url) => {
    const res = await app.inject({ method, url, headers: member.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe("another user's paths and ids", () => {
  const theirs = `${LAPSED_HOME}:Kept:theirs.csv`;
  it.each([
    ['GET', `${FILES}/${LAPSED_HOME}/children`],
    ['GET', `${FILES}/${LAPSED_HOME}:Kept/children?filter=*|FILES`],
    ['GET', `${FILES}/${LAPSED_HOME}/tree`],
    ['GET', `${FILES}/${LAPSED_HOME}:Kept/tree?depth=1`],
    ['GET', `${FILES}/${theirs}/properties`],
    ['GET', `${FILES}/${LAPSED_HOME}/properties`],
    ['GET', `${FILES}/${theirs}/download`],
    ['GET', `${FILES}/${theirs}`],
    ['PUT', `${FILES}/${LAPSED_HOME}:Planted/createDir`],
    ['PUT', `${FILES}/${LAPSED_HOME}:Kept:Planted/createDir`],
    ['GET', `${FILES}/${LAPSED_HOME}:Kept/noSuchCall`],
  ] as const)('are refused with 403 and nothing changes: %s %s', async (method, url) => {
    const before = await repositorySnapshot(app);
    const res = await app.inject({ method, url, headers: member.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', msg: 'You do not have permission to access this page.' });
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it('are refused by deletepermanent, alone or among the own, and nothing changes', async () => {
    const theirId = (await lapsed.file(`${LAPSED_HOME}:Kept`, 'theirs.csv')).id;
    await lapsed.trash(theirId);
    const mine = (await files.upload({ importDir: MEMBER_HOME }, { name: 'mine.csv', content: 'a\n1\n' })).json().id;
    await files.trash(mine);
    const before = await repositorySnapshot(app);
    for (const ids of [theirId, `${mine},${theirId}`, `${mine},no-such-id`]) {
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        expect((await put(`${FILES}/deletepermanent`, ids, contentType)).statusCode).toBe(403);
      }
    }
    expect(await repositorySnapshot(app)).toEqual(before);
    await lapsed.restore(theirId);
  });
});
