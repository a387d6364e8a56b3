// The file repository's calls in the original server's shapes: listing, contents, rename with the
// §5 rules, folders and saved analyses.

import { analysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { FILE_NAME_BLANK, FILE_NAME_EXISTS, FILE_NAME_INVALID } from '@mti/contracts/files/file-name';
import { FOLDER_NAME_EXISTS, FOLDER_NAME_INVALID } from '@mti/contracts/files/folder-name';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type FileDto, filesApi, MEMBER_HOME, SAMPLE_ANALYSIS } from '../../../test/files-fixtures.ts';

const { app } = await buildTestApp();
const member = await signInWithAnalytics(app, 'member');
const files = filesApi(app, member);

describe('GET repo/files/{path}/children', () => {
  it("lists the member's seeded home folder in the original's shapes", async () => {
    const res = await files.children(MEMBER_HOME);
    expect(res.statusCode).toBe(200);
    const list = res.json().repositoryFileDto as FileDto[];
    expect(list.map((f) => f.name).sort()).toEqual([
      'Market Reports',
      'Orders by region.xanalyzer',
      'State shop figures.csv',
    ]);
    const analysis = list.find((f) => f.name === 'Orders by region.xanalyzer');
    expect(analysis).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Orders by region.xanalyzer',
      path: '/home/000100101/Orders by region.xanalyzer',
      title: 'Orders by region',
      folder: 'false',
      hidden: 'false',
      fileSize: expect.stringMatching(/^[1-9]\d*$/),
      createdDate: String(Date.parse('2026-02-10T16:20:00Z')),
      lastModifiedDate: String(Date.parse('2026-03-18T19:05:00Z')),
      owner: '000100101',
      locked: 'false',
      versioned: 'false',
      locale: 'en',
      description: '',
    });
    expect(list.find((f) => f.name === 'Market Reports')).toMatchObject({
      folder: 'true',
      title: 'Market Reports',
      fileSize: '0',
      path: '/home/000100101/Market Reports',
    });
  });

  it('lists a folder below the home folder, its path written with colons', async () => {
    const res = await files.children(`${MEMBER_HOME}:Market%20Reports`);
    expect(res.statusCode).toBe(200);
    expect(res.json().repositoryFileDto.map((f: FileDto) => f.path)).toEqual([
      '/home/000100101/Market Reports/Monthly orders by category 2024.xanalyzer',
    ]);
  });

  it('leaves hidden files out unless showHidden=true', async () => {
    await app.db.execute(
      sql`update repository_files set hidden = true where name = 'State shop figures.csv' and owner_site_id = '100101'`,
    );
    try {
      const hidden = (await files.children(MEMBER_HOME, '')).json().repositoryFileDto.map((f: FileDto) => f.name);
      expect(hidden).not.toContain('State shop figures.csv');
      const shown = (await files.children(MEMBER_HOME, '?showHidden=true')).json().repositoryFileDto;
      expect(shown.find((f: FileDto) => f.name === 'State shop figures.csv')?.hidden).toBe('true');
    } finally {
      await app.db.execute(sql`update repository_files set hidden = false where owner_site_id = '100101'`);
    }
  });

  it('answers 404 for a folder that does not exist and 400 for a file', async () => {
    expect((await files.children(`${MEMBER_HOME}:Nowhere`)).statusCode).toBe(404);
    const res = await files.children(`${MEMBER_HOME}:State%20shop%20figures.csv`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('not_a_folder');
  });

  it('gives a new user an empty home folder', async () => {
    const guest = filesApi(app, await signInWithAnalytics(app, 'guest'));
    const res = await guest.children(':home:000100103');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ repositoryFileDto: [] });
  });
});

describe('GET repos/{path}/content', () => {
  it('sends a CSV as text/csv with its file name', async () => {
    const res = await files.content(`${MEMBER_HOME}:State%20shop%20figures.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`inline; filename="State shop figures.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('State,State name,Machine shops,Employees');
    expect(lines).toHaveLength(52); // the states and DC
  });

  it('sends an analysis as the JSON analysis definition', async () => {
    const res = await files.content(`${MEMBER_HOME}:Orders%20by%20region.xanalyzer`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const definition = analysisDefinition.parse(res.json());
    expect(definition).toMatchObject({ dataset: 'usmto-orders', rows: ['region'], columns: ['year'] });
  });

  it('refuses a folder and a missing file', async () => {
    expect((await files.content(`${MEMBER_HOME}:Market%20Reports`)).json().code).toBe('not_a_file');
    expect((await files.content(`${MEMBER_HOME}:missing.csv`)).statusCode).toBe(404);
  });
});

describe('PUT repo/files/{path}/rename?newName=…', () => {
  it('renames a file, keeping its extension, its id and its created date', async () => {
    const before = await files.file(MEMBER_HOME, 'State shop figures.csv');
    const res = await files.rename(`${MEMBER_HOME}:State%20shop%20figures.csv`, 'Shops by state');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: before.id,
      name: 'Shops by state.csv',
      title: 'Shops by state',
      path: '/home/000100101/Shops by state.csv',
      createdDate: before.createdDate,
    });
    expect(await files.names(MEMBER_HOME)).toContain('Shops by state.csv');
    expect((await files.content(`${MEMBER_HOME}:Shops%20by%20state.csv`)).statusCode).toBe(200);
    await files.rename(`${MEMBER_HOME}:Shops%20by%20state.csv`, 'State shop figures');
  });

  it("refuses a blank name with 'Please enter a filename'", async () => {
    for (const newName of [undefined, '', '   ']) {
      const res = await files.rename(`${MEMBER_HOME}:Orders%20by%20region.xanalyzer`, newName);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', msg: FILE_NAME_BLANK, field: 'newName' });
    }
  });

  // Letters of any script are letters ('Résumé', '北京' are allowed: issue 12, Unicode names).
  it('refuses characters other than letters, digits, space, hyphen and underscore', async () => {
    for (const newName of ['Orders.v2', 'Q1/Q2', 'Q1:Q2', 'Orders (final)', '../x']) {
      const res = await files.rename(`${MEMBER_HOME}:Orders%20by%20region.xanalyzer`, newName);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', msg: FILE_NAME_INVALID, field: 'newName' });
    }
    expect(FILE_NAME_INVALID).toBe('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.');
  });

  it('refuses a name that exists in the folder with the .xanalyzer extension, whatever its letter case', async () => {
    expect((await files.save(`${MEMBER_HOME}:Second%20look.xanalyzer`, SAMPLE_ANALYSIS)).statusCode).toBe(201);
    for (const newName of ['Orders by region', 'orders BY region']) {
      const res = await files.rename(`${MEMBER_HOME}:Second%20look.xanalyzer`, newName);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'file_exists', msg: FILE_NAME_EXISTS, field: 'newName' });
    }
    // Its own name counts as existing, as in the original; a change of letter case alone does not.
    expect((await files.rename(`${MEMBER_HOME}:Second%20look.xanalyzer`, 'Second look')).statusCode).toBe(409);
    expect((await files.rename(`${MEMBER_HOME}:Second%20look.xanalyzer`, 'Second Look')).statusCode).toBe(200);
    expect(await files.names(MEMBER_HOME)).toContain('Second Look.xanalyzer');
  });

  it('renames a folder, and what it holds is found under the new name', async () => {
    expect((await files.rename(`${MEMBER_HOME}:Market%20Reports`, 'Reports 2026')).statusCode).toBe(200);
    expect(await files.names(`${MEMBER_HOME}:Reports%202026`)).toEqual(['Monthly orders by category 2024.xanalyzer']);
    expect((await files.children(`${MEMBER_HOME}:Market%20Reports`)).statusCode).toBe(404);
    await files.rename(`${MEMBER_HOME}:Reports%202026`, 'Market Reports');
  });

  it('answers 404 for a file that does not exist and 403 for the home folder itself', async () => {
    expect((await files.rename(`${MEMBER_HOME}:nothing.csv`, 'x')).statusCode).toBe(404);
    expect((await files.rename(MEMBER_HOME, 'x')).statusCode).toBe(403);
  });
});

describe('PUT repo/dirs/{path} (new folder)', () => {
  it('creates a folder in the home folder and one inside it', async () => {
    const res = await files.createFolder(`${MEMBER_HOME}:Customer%20data`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Customer data', folder: 'true', path: '/home/000100101/Customer data' });
    expect((await files.createFolder(`${MEMBER_HOME}:Customer%20data:2026`)).statusCode).toBe(201);
    expect(await files.names(`${MEMBER_HOME}:Customer%20data`)).toEqual(['2026']);
  });

  it('refuses a name in use and one with other characters', async () => {
    const taken = await files.createFolder(`${MEMBER_HOME}:market%20reports`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(FOLDER_NAME_EXISTS);
    const invalid = await files.createFolder(`${MEMBER_HOME}:Q1.data`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().msg).toBe(FOLDER_NAME_INVALID);
    expect((await files.createFolder(`${MEMBER_HOME}:No%20such:x`)).statusCode).toBe(404);
  });
});

describe('PUT repo/files/{path} (save an analysis)', () => {
  const path = `${MEMBER_HOME}:Market%20Reports:Regional%20view.xanalyzer`;

  it('saves a new analysis, refuses to save over it unless asked to, and overwrites when asked', async () => {
    const created = await files.save(path, SAMPLE_ANALYSIS);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Regional view.xanalyzer',
      path: '/home/000100101/Market Reports/Regional view.xanalyzer',
    });

    const again = await files.save(path, SAMPLE_ANALYSIS, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(FILE_NAME_EXISTS);

    const changed = { ...SAMPLE_ANALYSIS, rows: ['state'], title: 'By state' };
    const overwritten = await files.save(path, changed, true);
    expect(overwritten.statusCode).toBe(200);
    expect(overwritten.json().id).toBe(created.json().id);
    expect((await files.content(path)).json()).toMatchObject({ rows: ['state'], title: 'By state' });
  });

  it("validates the definition with the analyzer's contract", async () => {
    const res = await files.save(`${MEMBER_HOME}:Broken.xanalyzer`, { ...SAMPLE_ANALYSIS, measures: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Add at least one measure.');
    expect(await files.names(MEMBER_HOME)).not.toContain('Broken.xanalyzer');
  });

  it('saves only .xanalyzer files with a name the rename rule allows', async () => {
    const csv = await files.save(`${MEMBER_HOME}:Regional.csv`, SAMPLE_ANALYSIS);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().msg).toBe('An analysis is saved as a .xanalyzer file.');
    const bad = await files.save(`${MEMBER_HOME}:Q1!.xanalyzer`, SAMPLE_ANALYSIS);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(FILE_NAME_INVALID);
  });
});

describe('GET repo/files/by-id/{id} (the analyzer shareable address, decision 054)', () => {
  const byId = (id: string, headers = member.headers) =>
    app.inject({ url: `/analytics/api/repo/files/by-id/${id}`, headers });

  it('finds a saved analysis where it is now, under its current name after a rename', async () => {
    const saved = await files.save(`${MEMBER_HOME}:Slug%20check.xanalyzer`, SAMPLE_ANALYSIS, false);
    const { id } = saved.json() as FileDto;
    expect((await byId(id)).json()).toEqual({
      id,
      name: 'Slug check.xanalyzer',
      path: '/home/000100101/Slug check.xanalyzer',
    });
    expect((await files.rename(`${MEMBER_HOME}:Slug%20check.xanalyzer`, 'Slug renamed')).statusCode).toBe(200);
    expect((await byId(id)).json()).toMatchObject({ id, path: '/home/000100101/Slug renamed.xanalyzer' });
  });

  it("answers 404 for another user's analysis, a file that is not an analysis, a trashed one and an unknown id", async () => {
    const analysis = await files.file(MEMBER_HOME, 'Orders by region.xanalyzer');
    const csv = await files.file(MEMBER_HOME, 'State shop figures.csv');
    const lapsed = await signInWithAnalytics(app, 'lapsed');
    expect((await byId(analysis.id, lapsed.headers)).statusCode).toBe(404);
    expect((await byId(csv.id)).statusCode).toBe(404);
    expect((await byId('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const trashed = (await files.save(`${MEMBER_HOME}:Slug%20trashed.xanalyzer`, SAMPLE_ANALYSIS, false)).json();
    expect((await files.trash(trashed.id)).statusCode).toBe(200);
    expect((await byId(trashed.id)).statusCode).toBe(404);
  });

  it('refuses an id that is not one (400) and answers nothing without the analytics session (401)', async () => {
    expect((await byId('not-an-id')).statusCode).toBe(400);
    expect((await app.inject({ url: `/analytics/api/repo/files/by-id/${crypto.randomUUID()}` })).statusCode).toBe(401);
  });
});
