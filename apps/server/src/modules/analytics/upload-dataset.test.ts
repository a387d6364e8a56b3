// A user's uploaded table is a dataset of its own (issue 12): listed for its owner only, under its
// file name, and analysed through the same routes as any dataset — pivot, drill-down, export,
// saved files — each figure against DuckDB's own CSV reader run over the same file. Another user
// gets 404 for it on every route; a name the table lacks is refused naming it; deleting the file
// removes the dataset, and a saved analysis over it then answers with a message saying so.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { afterAll, describe, expect, it } from 'vitest';
import { cellOf } from '../../../test/analytics-fixtures.ts';
import { signInWithAnalytics } from '../../../test/analytics-sign-in.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { filesApi, LAPSED_HOME, MEMBER_HOME, repositorySnapshot } from '../../../test/files-fixtures.ts';
import { REGISTERED_DATASETS } from './datasets/registry.ts';

const { app } = await buildTestApp();
const owner = await signInWithAnalytics(app, 'member');
const other = await signInWithAnalytics(app, 'lapsed');
const files = filesApi(app, owner);

/**
 * 48 deterministic rows: a date in 2025 or 2026, a state written as a code or a name, a machine,
 * an amount in dollars (thousands separators, quoted) and a count of units (some cells empty).
 */
const STATES = [
  ['OH', 'Ohio'],
  ['MI', 'Michigan'],
  ['CA', 'California'],
  ['TX', 'Texas'],
] as const;
const MACHINES = ['Lathes', 'Mills', 'Grinders'] as const;
function shopsCsv(scale = 1): string {
  const lines = ['Date,State,Machine,Amount,Units'];
  for (let i = 0; i < 48; i++) {
    const [code, name] = STATES[i % 4] as readonly [string, string];
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 27) + 1).padStart(2, '0');
    const cents = (((i * 7919) % 250_000) + 100) * scale;
    const dollars = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const units = i % 5 === 0 ? '' : String((i * 13) % 9);
    lines.push(
      `${2025 + (Math.floor(i / 4) % 2)}-${month}-${day},${i % 3 ? code : name},${MACHINES[i % 3]},"$${dollars}",${units}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const dir = mkdtempSync(path.join(tmpdir(), 'upload-dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same CSV read by DuckDB's own reader, the figures computed in SQL over it. */
async function duck(csv: string, query: string): Promise<Record<string, unknown>[]> {
  const file = path.join(dir, `shops-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, csv);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`create view shops as select "Date"::date as d,
        case "State" ${STATES.map(([c, n]) => `when '${n}' then '${c}'`).join(' ')} else "State" end as state,
        "Machine" as machine, cast(replace(replace("Amount", '$', ''), ',', '') as double) as amount,
        cast("Units" as double) as units
      from read_csv('${file}', header = true, all_varchar = true)`);
    return (await connection.runAndReadAll(query)).getRowObjectsJS() as Record<string, unknown>[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const post = (url: string, payload: object, headers = owner.headers) =>
  app.inject({ method: 'POST', url: `/analytics/api/analyzer/${url}`, headers, payload });
const listed = async (headers = owner.headers): Promise<DatasetDescription[]> =>
  (await app.inject({ url: '/analytics/api/analyzer/datasets', headers })).json().datasets;
async function listedAs(find: (d: DatasetDescription) => boolean): Promise<DatasetDescription> {
  const found = (await listed()).find(find);
  if (!found) throw new Error('the upload is not listed');
  return found;
}

const CSV = shopsCsv();
expect((await files.upload({ importDir: MEMBER_HOME }, { name: 'shops.csv', content: CSV })).statusCode).toBe(201);
const fileId = (await files.file(MEMBER_HOME, 'shops.csv')).id;
const DATASET = `upload-${fileId}`;
const definition = {
  version: 1,
  dataset: DATASET,
  rows: ['state'],
  columns: ['year'],
  measures: [
    { id: 'amount', field: 'amount', aggregate: 'sum' },
    { id: 'units', field: 'units', aggregate: 'sum' },
    { id: 'rows', field: 'rows', aggregate: 'sum' },
  ],
};

describe('an uploaded table as a dataset', () => {
  it('is listed for its owner under its file name, its columns read from their profile', async () => {
    const upload = await listedAs((d) => d.id === DATASET);
    expect(upload).toMatchObject({ title: 'shops.csv', source: 'upload', sample: false, blend_keys: [] });
    expect(upload.description).toMatch(/^Your table shops\.csv: 48 rows, uploaded \d{4}-\d\d-\d\d\.$/);
    expect(upload.dimensions.map((d) => d.id)).toEqual(['year', 'quarter', 'month', 'state', 'machine']);
    expect(upload.hierarchies).toEqual([{ id: 'time', label: 'Time', levels: ['year', 'quarter', 'month'] }]);
    expect(upload.measures).toEqual([
      { field: 'amount', label: 'Amount', format: 'currency', unit: 'currency', aggregate: 'sum' },
      { field: 'units', label: 'Units', format: 'integer', unit: 'count', aggregate: 'sum' },
      { field: 'rows', label: 'Rows', format: 'integer', unit: 'count', aggregate: 'sum' },
    ]);
    // A state column read as state keys, codes and names alike.
    expect(upload.geo_keys).toEqual({ state: 'state' });
    const state = upload.dimensions.find((d) => d.id === 'state');
    expect(state?.members).toEqual([
      { key: 'CA', label: 'California' },
      { key: 'MI', label: 'Michigan' },
      { key: 'OH', label: 'Ohio' },
      { key: 'TX', label: 'Texas' },
    ]);
    expect(upload.period).toEqual({ first: '2025-01', last: '2026-12' });
    // The product datasets stay listed as they were (the member holds every product role).
    expect((await listed()).filter((d) => d.source === 'product').map((d) => d.id)).toEqual(
      REGISTERED_DATASETS.map((d) => d.id),
    );
  }, 180_000);

  it('is not listed for another user', async () => {
    expect((await listed(other.headers)).map((d) => d.id)).not.toContain(DATASET);
  });

  it('pivots to the figures DuckDB computes over the same CSV', async () => {
    const res = await post('query', { definition });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.measures.map((m: { format: string }) => m.format)).toEqual(['currency', 'integer', 'integer']);
    const expected = await duck(
      CSV,
      `select state, cast(year(d) as varchar) as y, sum(amount) as a, coalesce(sum(units), 0) as u, count(*) as n
        from shops group by 1, 2 order by 1, 2`,
    );
    expect(expected).toHaveLength(8);
    for (const r of expected) {
      expect(cellOf(result, [r.state as string], [r.y as string], 0)).toBeCloseTo(r.a as number, 6);
      expect(cellOf(result, [r.state as string], [r.y as string], 1)).toBe(Number(r.u));
      expect(cellOf(result, [r.state as string], [r.y as string], 2)).toBe(Number(r.n));
    }
    const [total] = await duck(CSV, 'select sum(amount) as a, count(*) as n from shops');
    expect(cellOf(result, [null], [null], 0)).toBeCloseTo(total?.a as number, 6);
    expect(cellOf(result, [null], [null], 2)).toBe(Number(total?.n));
    expect(result.row_headers[0].labels).toEqual(['California']);
  });

  it('pivots by quarter within a period filter', async () => {
    const res = await post('query', {
      definition: {
        ...definition,
        rows: ['quarter'],
        columns: ['machine'],
        filters: { period: { from: '2025-04', to: '2025-09' } },
      },
    });
    expect(res.statusCode).toBe(200);
    const expected = await duck(
      CSV,
      `select concat(year(d), '-Q', quarter(d)) as q, machine, sum(amount) as a from shops
        where d >= date '2025-04-01' and d < date '2025-10-01' group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const r of expected)
      expect(cellOf(res.json(), [r.q as string], [r.machine as string])).toBeCloseTo(r.a as number, 6);
    expect(res.json().row_headers.map((h: { members: unknown[] }) => h.members[0])).toEqual([
      '2025-Q2',
      '2025-Q3',
      null,
    ]);
  });

  it('drills down to the rows of a cell, every column as uploaded', async () => {
    const res = await post('drilldown', {
      definition,
      cell: { row: ['OH'], column: ['2026'] },
      page: 1,
      page_size: 100,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.columns.map((c: { label: string }) => c.label)).toEqual([
      'Date',
      'State',
      'Machine',
      'Amount',
      'Units',
    ]);
    const rows = await duck(
      CSV,
      `select strftime(d, '%Y-%m-%d') as d, state, machine, amount, units from shops
        where state = 'OH' and year(d) = 2026 order by d`,
    );
    expect(body.total_rows).toBe(rows.length);
    expect(body.rows).toEqual(rows.map((r) => [r.d, r.state, r.machine, r.amount, r.units]));
  });

  it('exports the table it shows', async () => {
    const res = await post('export', { definition: { ...definition, columns: [] }, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('shops.csv.csv');
    const [ohio] = await duck(CSV, "select sum(amount) as a, count(*) as n from shops where state = 'OH'");
    const line = res.body.split(/\r?\n/).find((l) => l.startsWith('Ohio,'));
    expect(line?.split(',')[1]).toBe(String(ohio?.a));
    expect(line?.split(',').at(-1)).toBe(String(ohio?.n));
  });

  it('saves the analysis as a .xanalyzer file that reopens and runs', async () => {
    expect((await files.save(`${MEMBER_HOME}:Shops by state.xanalyzer`, definition)).statusCode).toBe(201);
    const reopened = await files.content(`${MEMBER_HOME}:Shops by state.xanalyzer`);
    expect(reopened.json()).toMatchObject({ dataset: DATASET, rows: ['state'] });
    const again = await post('query', { definition: reopened.json() });
    expect(again.statusCode).toBe(200);
    const [total] = await duck(CSV, 'select sum(amount) as a from shops');
    expect(cellOf(again.json(), [null], [null], 0)).toBeCloseTo(total?.a as number, 6);
  });

  it('writes a measure in the unit the user gave it', async () => {
    const res = await post('query', {
      definition: {
        ...definition,
        measures: [
          { id: 'units', field: 'units', aggregate: 'sum', unit: 'currency' },
          { id: 'amount', field: 'amount', aggregate: 'sum', unit: 'decimal' },
          { id: 'share', field: 'amount', aggregate: 'sum', calculation: 'percent_of_total', unit: 'currency' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    // A share of the total stays a percent whatever unit its column was given.
    expect(res.json().measures.map((m: { format: string }) => m.format)).toEqual(['currency', 'decimal', 'percent']);
  });

  it('refuses a column the table lacks, naming it and the table', async () => {
    const wrong = { ...definition, rows: ['colour'] };
    for (const res of await Promise.all([
      post('query', { definition: wrong }),
      post('export', { definition: wrong, format: 'csv' }),
      post('drilldown', { definition: wrong, cell: { row: [null], column: [null] } }),
    ])) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_input',
        msg: '"colour" is not a dimension of shops.csv. Choose a dimension from the list.',
        field: 'definition.rows.0',
      });
    }
    const before = await repositorySnapshot(app);
    expect((await files.save(`${MEMBER_HOME}:Wrong.xanalyzer`, wrong)).statusCode).toBe(400);
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it('does not exist for another user: 404 on query, export, drill-down and save', async () => {
    const notFound = {
      code: 'not_found',
      msg: 'This uploaded table is not in your files: it may have been deleted. Upload it again, or pick another dataset.',
    };
    for (const res of await Promise.all([
      post('query', { definition }, other.headers),
      post('export', { definition, format: 'xlsx' }, other.headers),
      post('drilldown', { definition, cell: { row: [null], column: [null] } }, other.headers),
    ])) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    const before = await repositorySnapshot(app);
    const save = await filesApi(app, other).save(`${LAPSED_HOME}:Theirs.xanalyzer`, definition);
    expect(save.statusCode).toBe(404);
    expect(save.json()).toEqual(notFound);
    expect(await repositorySnapshot(app)).toEqual(before);
  });

  it('reads a replaced file anew: the figures follow the new content', async () => {
    const doubled = shopsCsv(2);
    const replaced = await files.upload(
      { importDir: MEMBER_HOME, overwriteFile: 'true' },
      { name: 'shops.csv', content: doubled },
    );
    expect(replaced.statusCode).toBe(200);
    const res = await post('query', { definition });
    const [total] = await duck(doubled, 'select sum(amount) as a from shops');
    expect(cellOf(res.json(), [null], [null], 0)).toBeCloseTo(total?.a as number, 6);
    expect(res.json().meta.cached).toBe(false);
  });
});

describe('an uploaded table without dates', () => {
  it('has no period: its dimensions are its text columns, a period filter is refused', async () => {
    const csv = 'Dealer,FIPS,Zip,Share\nAcme,1001,02139,12.5%\nBolt,6037,90210-1234,7.5%\nAcme,6037,2139,30%\n';
    expect((await files.upload({ importDir: MEMBER_HOME }, { name: 'dealers.csv', content: csv })).statusCode).toBe(
      201,
    );
    const dealers = await listedAs((d) => d.title === 'dealers.csv');
    expect(dealers.dimensions.map((d) => [d.id, d.kind])).toEqual([
      ['dealer', 'member'],
      ['fips', 'member'],
      ['zip', 'member'],
    ]);
    expect(dealers.geo_keys).toEqual({ county_fips: 'fips', zip: 'zip' });
    expect(dealers.measures).toContainEqual({
      field: 'share',
      label: 'Share',
      format: 'percent',
      unit: 'percent',
      aggregate: 'avg',
    });
    const base = {
      version: 1,
      dataset: dealers.id,
      rows: ['fips'],
      measures: [{ id: 'share', field: 'share', aggregate: 'avg' }],
    };
    const res = await post('query', { definition: base });
    expect(res.statusCode).toBe(200);
    // Leading zeros a spreadsheet dropped are back: 1001 is county 01001.
    expect(cellOf(res.json(), ['01001'], [])).toBe(12.5);
    expect(cellOf(res.json(), ['06037'], [])).toBe(18.75);
    const byZip = await post('query', {
      definition: { ...base, rows: ['zip'], measures: [{ id: 'n', field: 'rows', aggregate: 'sum' }] },
    });
    expect(cellOf(byZip.json(), ['02139'], [])).toBe(2);
    const period = await post('query', { definition: { ...base, filters: { period: { from: '2025-01' } } } });
    expect(period.statusCode).toBe(400);
    expect(period.json().msg).toBe('This dataset has no months: leave out the period filter and the projection.');
  });
});

describe('deleting the upload', () => {
  it('removes the dataset; a saved analysis over it then opens with a message saying so', async () => {
    const shops = await files.file(MEMBER_HOME, 'shops.csv');
    expect((await files.trash(shops.id)).statusCode).toBe(200);
    expect((await listed()).map((d) => d.id)).not.toContain(DATASET);
    const saved = await files.content(`${MEMBER_HOME}:Shops by state.xanalyzer`);
    expect(saved.statusCode).toBe(200);
    const res = await post('query', { definition: saved.json() });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(
      'This uploaded table is not in your files: it may have been deleted. Upload it again, or pick another dataset.',
    );
    // Restored from the trash, it is a dataset again, under the same id.
    expect((await files.restore(shops.id)).statusCode).toBe(200);
    expect((await post('query', { definition: saved.json() })).statusCode).toBe(200);
  });
});
