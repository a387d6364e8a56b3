// AGMA MMTR upload benchmark (issue 17): the check of a 100,000-row report as the upload runs it
// (checkAgmaFile: every §5 rule per row, streaming) beside, in the same run, a bare csv-parse of
// the same bytes with the same options (the floor: reading the rows and nothing else). The file
// is the tests' generator's (apps/server/test/contributions-fixtures.ts), about 4 MB.
import { loadavg } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import { register } from 'tsx/esm/api';
import { formatTable, percentile } from './support/report.mjs';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = (p) => path.join(root, 'apps/server', p);
const { checkAgmaFile } = await import(src('src/modules/contributions/agma-check.ts'));
const { agmaFile } = await import(src('test/contributions-fixtures.ts'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const content = Buffer.from(agmaFile('2026-10-31', ROWS));
// As the upload delivers it: chunks of 64 KB.
const chunks = () =>
  Readable.from(
    Array.from({ length: Math.ceil(content.length / 65536) }, (_, i) => content.subarray(i * 65536, (i + 1) * 65536)),
  );

async function bareParse() {
  let rows = 0;
  const parser = chunks().pipe(
    parse({ delimiter: ',', bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: true }),
  );
  for await (const _ of parser) rows++;
  return rows - 1;
}

const times = { check: [], bare: [] };
for (let round = 0; round < ROUNDS; round++) {
  let start = performance.now();
  const check = await checkAgmaFile(chunks(), ',');
  times.check.push(performance.now() - start);
  if (check.rows !== ROWS || check.badRows !== 0)
    throw new Error(`unexpected check: ${check.rows} rows, ${check.badRows} bad`);
  start = performance.now();
  if ((await bareParse()) !== ROWS) throw new Error('bare parse lost rows');
  times.bare.push(performance.now() - start);
}

const row = (name, list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  return [
    name,
    String(sorted.length),
    p50.toFixed(0),
    percentile(sorted, 100).toFixed(0),
    Math.round(ROWS / (p50 / 1000)).toLocaleString('en-US'),
  ];
};
console.log(
  `\nAGMA MMTR file of ${ROWS.toLocaleString('en-US')} rows (${(content.length / 1e6).toFixed(1)} MB), ms — load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const rows = [row('checkAgmaFile (every rule, totals)', times.check), row('bare csv-parse, same options', times.bare)];
console.log(formatTable(['path', 'runs', 'p50', 'max', 'rows/s (p50)'], rows));
const ratio =
  percentile(
    [...times.check].sort((a, b) => a - b),
    50,
  ) /
  percentile(
    [...times.bare].sort((a, b) => a - b),
    50,
  );
console.log(`\nThe rules cost ${ratio.toFixed(2)}× a bare parse.`);
