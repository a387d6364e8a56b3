// Upload-bomb benchmark (issue 12, decision 032): the time and the server's memory to refuse
// uploads made to exhaust it — an XLSX that unpacks to 1.5 GB (one, then two at once), the same with
// zip headers that understate it, a worksheet of five million rows, a CSV of twelve million — beside
// uploading a small normal file, measured in the same run. The portal runs from source (tsx) on a
// fresh in-memory database as its own process; its resident memory is sampled every 10 ms from
// /proc while each upload runs. The workbooks are made in memory (apps/server/test/xlsx-bomb.ts).
// Targets: each refusal under 2 s, and the server's peak memory no more than 50 MB above its
// level before the upload (flat, whatever the bomb unpacks to). BENCH_BOMB_GB changes the bomb.
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { freePort } from './support/free-port.mjs';
import { launchPortal, waitFor } from './support/processes.mjs';
import { markdownTable } from './support/report.mjs';

const BOMB_GB = Number(process.env.BENCH_BOMB_GB ?? 1.5);
const PASSWORD = 'MTInsight!2026';
const TARGET_MS = 2000;
const TARGET_GROWTH_MB = 50;
const MB = 1024 * 1024;

const { repetitiveWorkbook, unpackedBytesOf } = await tsImport('../apps/server/test/xlsx-bomb.ts', import.meta.url);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const cookieOf = (res, name) => new RegExp(`${name}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

/** The headers a signed-in page sends to the analytics service (portal session, analytics session, XSRF). */
async function signIn(url) {
  const page = await fetch(`${url}/healthz`);
  const xsrf = cookieOf(page, 'XSRF-TOKEN');
  const login = await fetch(`${url}/api/mti/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ userid: 'member', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const portal = `mti_session=${cookieOf(login, 'mti_session')}; XSRF-TOKEN=${cookieOf(login, 'XSRF-TOKEN')}`;
  const headers = { authorization: `Bearer ${token}`, cookie: portal, 'x-xsrf-token': cookieOf(login, 'XSRF-TOKEN') };
  const sso = await (await fetch(`${url}/api/mti/ssotoken`, { headers })).json();
  const session = await fetch(`${url}/analytics/sso.jsp?token=${encodeURIComponent(sso.token)}`);
  return { ...headers, cookie: `${portal}; mti_analytics=${cookieOf(session, 'mti_analytics')}` };
}

let uploads = 0;
function upload(url, headers, name, content) {
  const form = new FormData();
  form.append('importDir', ':home:000100101');
  form.append('fileUpload', new Blob([content]), `${++uploads}-${name}`);
  return fetch(`${url}/analytics/api/repo/files/import`, { method: 'POST', headers, body: form });
}

/** Runs `count` uploads of one file at once; the time until the last answer and the peak memory. */
async function measure(portal, url, headers, { title, name, content, count = 1 }) {
  await new Promise((r) => setTimeout(r, 300)); // let the last scenario's garbage settle
  const before = rssMb(portal.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(portal.pid));
  }, 10);
  const started = performance.now();
  const responses = await Promise.all(Array.from({ length: count }, () => upload(url, headers, name, content)));
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(portal.pid));
  const bodies = await Promise.all(responses.map((r) => r.json()));
  const answer = `${responses[0].status} ${bodies[0].code ?? 'stored'}`;
  return { title, packed: content.length / MB, ms, before, peak, answer };
}

function printTable(rows) {
  const header = [
    'upload',
    'packed MB',
    'answer',
    'time ms',
    'target',
    'RSS before MB',
    'peak MB',
    'growth MB',
    'target',
  ];
  const lines = rows.map((r) => [
    r.title,
    r.packed.toFixed(2),
    r.answer,
    r.ms.toFixed(0),
    r.baseline ? '(baseline)' : `< ${TARGET_MS} ${r.ms < TARGET_MS ? 'ok' : 'MISSED'}`,
    r.before.toFixed(0),
    r.peak.toFixed(0),
    (r.peak - r.before).toFixed(0),
    r.baseline ? '(baseline)' : `< ${TARGET_GROWTH_MB} ${r.peak - r.before < TARGET_GROWTH_MB ? 'ok' : 'MISSED'}`,
  ]);
  console.log(markdownTable(header, lines));
}

async function main() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const portal = launchPortal(port, { DATABASE_URL: 'memory://', LOG_LEVEL: 'error' });
  try {
    await waitFor(`${url}/readyz`, portal);
    const headers = await signIn(url);
    const bombRows = Math.ceil((BOMB_GB * 1024 * MB) / unpackedBytesOf(1));
    const bomb = repetitiveWorkbook({ rows: bombRows });
    const liar = repetitiveWorkbook({ rows: bombRows, declaredSheetBytes: 100_000 });
    const rowBomb = repetitiveWorkbook({ rows: 5_000_000 });
    const csvBomb = Buffer.concat([Buffer.from('Value\n'), Buffer.alloc(24 * MB, '7\n')]);
    const small = repetitiveWorkbook({ rows: 1000 });
    const gb = `${BOMB_GB} GB`;
    console.log(
      `Upload-bomb benchmark: Node ${process.version}, PGlite in memory, limits at their defaults (200 MB unpacked, 1,000,000 rows). Shared machine: numbers are noisy.\n`,
    );
    const rows = [];
    // Warm-up: the first upload loads the reader's code.
    await measure(portal, url, headers, { title: 'warm-up', name: 'warm.xlsx', content: small });
    // Baselines: a small upload, and what receiving 5 MB and 24 MB costs alone (a .txt is refused by
    // its type once received, before any reading).
    const baselines = [
      { title: 'small XLSX, 1,000 rows (stored)', name: 'small.xlsx', content: small },
      { title: '5 MB .txt (received, refused by type)', name: 'bomb.txt', content: bomb },
      { title: '24 MB .txt (received, refused by type)', name: 'rows.txt', content: csvBomb },
    ];
    for (const scenario of baselines) rows.push({ ...(await measure(portal, url, headers, scenario)), baseline: true });
    const scenarios = [
      { title: `XLSX unpacking to ${gb}`, name: 'bomb.xlsx', content: bomb },
      { title: `two XLSX unpacking to ${gb}, at once`, name: 'bomb.xlsx', content: bomb, count: 2 },
      { title: `XLSX to ${gb}, headers say 100 KB`, name: 'liar.xlsx', content: liar },
      { title: 'XLSX of 5,000,000 rows (195 MB)', name: 'rows.xlsx', content: rowBomb },
      { title: 'CSV of 12,582,912 rows (24 MB)', name: 'rows.csv', content: csvBomb },
    ];
    for (const scenario of scenarios) rows.push(await measure(portal, url, headers, scenario));
    printTable(rows);
    console.log(
      `\n"answer" is the status and code of the (first) response; times include sending the file (see the .txt baselines); growth is the peak resident memory of the server during the upload less its level just before.`,
    );
  } finally {
    portal.kill('SIGTERM');
  }
}

await main();
