// `npm run bench:analyzer-render`: how long the analyzer takes, in real Chromium, from the query's
// answer arriving to a 50 × 20 pivot on screen, beside the same page rendering a 1 × 1 result
// (the empty render) in the same run. The answers are synthetic (the server's own engine is not
// what is measured): the page's query is answered by Playwright with a result of that shape.
// Aim (issue 18): under 300 ms (the median of the runs); a missed aim prints "missed" and exits 1.
// Run `npm run build` first; figures under load are not trustworthy.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './support/built-server.mjs';
import { formatTable, percentile } from './support/report.mjs';

const RUNS = 5;
const AIM_MS = Number(process.env.BENCH_AIM_MS ?? 300);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const PASSWORD = 'MTInsight!2026';

function syntheticResult(rows, columns) {
  const header = (members, kind) => ({ members, labels: members, kind, projected: false });
  const rowHeaders = [
    ...Array.from({ length: rows }, (_, r) => header([`Row ${r + 1}`], 'member')),
    header([null], 'total'),
  ];
  const columnHeaders = [
    ...Array.from({ length: columns }, (_, c) => header([`Col ${c + 1}`], 'member')),
    header([null], 'total'),
  ];
  return {
    dataset: 'usmto-orders',
    sample: true,
    row_dimensions: [{ id: 'region', label: 'Region' }],
    column_dimensions: [{ id: 'category', label: 'Product category' }],
    measures: [
      {
        id: 'value',
        label: 'Value (USD)',
        field: 'value_usd',
        aggregate: 'sum',
        calculation: 'none',
        format: 'currency',
        source: 'dataset',
      },
    ],
    row_headers: rowHeaders,
    column_headers: columnHeaders,
    cells: rowHeaders.map((_, r) => columnHeaders.map((_, c) => [1000 * (r + 1) + c])),
    projection: null,
    meta: { data_version: 'bench', cached: false, cell_count: rowHeaders.length * columnHeaders.length },
  };
}

/** ms from the query's response end to the table holding all its rows, for each run. */
async function measure(page, url, result) {
  const body = JSON.stringify(result);
  const expectedRows = result.row_headers.length;
  await page.route('**/analytics/api/analyzer/query', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${url}/analytics/viewer/usmto-orders`);
    const rendered = await page.evaluate(
      (n) =>
        new Promise((resolve) => {
          const done = () => document.querySelectorAll('table[aria-label="Analysis result"] tbody tr').length === n;
          if (done()) return resolve(performance.now());
          const observer = new MutationObserver(() => {
            if (done()) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      expectedRows,
    );
    const arrived = await page.evaluate(() =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/analyzer/query'))
          .map((e) => e.responseEnd),
      ),
    );
    times.push(rendered - arrived);
  }
  await page.unroute('**/analytics/api/analyzer/query');
  return times.sort((a, b) => a - b);
}

const server = await startBuiltServer();
// startBuiltServer gives up waiting after a minute; on a loaded machine the server needs longer.
for (let i = 0; i < 600; i++) {
  const ok = await fetch(`${server.url}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 300));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${server.url}/login`);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('analyst');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/myapps$/);
  const cases = [
    ['empty render (1 × 1)', syntheticResult(1, 1)],
    ['pivot 50 × 20', syntheticResult(50, 20)],
  ];
  const rows = [];
  const medians = {};
  for (const [name, result] of cases) {
    const t = await measure(page, server.url, result);
    medians[name] = percentile(t, 50);
    rows.push([name, t[0].toFixed(0), percentile(t, 50).toFixed(0), t.at(-1).toFixed(0)]);
  }
  console.log('Analyzer render after the data arrives (ms, real Chromium, runs per case: 5)');
  console.log(formatTable(['case', 'min', 'median', 'max'], rows));
  const pivot = medians['pivot 50 × 20'];
  const met = pivot < AIM_MS;
  console.log(
    `Aim: pivot 50 × 20 under ${AIM_MS} ms (median) → ${met ? 'met' : 'missed'} ` +
      `(load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; a shared machine makes this untrustworthy)`,
  );
  // A missed aim fails the run, so that a script or CI step running it notices.
  if (!met) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
