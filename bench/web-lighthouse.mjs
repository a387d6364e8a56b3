// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling) on every public page of the
// production build (the pages its sitemap.xml lists: Home, the nine marketing pages, support and
// legal), driving the system Chromium. Prints the four category scores, LCP, CLS and total
// blocking time per page, with Home as the baseline measured in the same run (performance and the
// first visit's JavaScript beside Home's), plus the JavaScript (gzipped) each first visit downloads.
// Targets (issues 5 and 15): performance >= 95 on every public page, accessibility 100, best
// practices >= 95, SEO 100, Home JavaScript <= 100 KB gzipped. LIGHTHOUSE_RUNS (default 1: fifteen
// pages) runs per page; the median performance run is reported. PAGES=/,/usmto limits the pages.
// Needs `npm run build` first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './support/built-server.mjs';
import { measurePageJavaScript } from './support/home-javascript.mjs';
import { formatTable } from './support/report.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

/** Every public page, from the build's sitemap (Home first: it is the baseline). */
async function publicPages(baseUrl) {
  if (process.env.PAGES) return process.env.PAGES.split(',');
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return ['/', ...paths.filter((p) => p !== '/')];
}

const signed = (n, unit = '') => `${n > 0 ? '+' : ''}${n}${unit}`;

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
  };
}

const server = await startBuiltServer();
try {
  const pages = await publicPages(server.url);
  const rows = [];
  const notes = [];
  // Measured before Lighthouse runs: once lighthouse has run in this process, Playwright's browser
  // saw no script responses at all and the bench printed "0 files".
  const javaScript = new Map();
  for (const page of pages) javaScript.set(page, await measurePageJavaScript(`${server.url}${page}`));
  const homeJs = javaScript.get('/');
  if (!homeJs || homeJs.files.length === 0)
    throw new Error('Home loaded no JavaScript at all: the measurement is broken.');
  const kb = (bytes) => bytes / 1024;
  let homePerformance = null;
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(summarise(await audit(`${server.url}${page}`)));
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor(runs.length / 2)];
    homePerformance ??= median.scores.performance;
    const js = javaScript.get(page);
    rows.push([
      page,
      ...CATEGORIES.map((c) => String(median.scores[c])),
      page === '/' ? 'baseline' : signed(median.scores.performance - homePerformance),
      `${Math.round(median.lcp)} ms`,
      median.cls.toFixed(3),
      `${Math.round(median.tbt)} ms`,
      `${kb(js.totalGzip).toFixed(1)} KB / ${js.files.length}`,
      page === '/' ? 'baseline' : signed(Number(kb(js.totalGzip - homeJs.totalGzip).toFixed(1)), ' KB'),
    ]);
    for (const c of CATEGORIES) {
      if (median.scores[c] < TARGETS[c])
        notes.push(`${page}: ${c} ${median.scores[c]} is below the target ${TARGETS[c]}`);
    }
    if (median.failing.length) notes.push(`${page}: failing audits: ${median.failing.join(', ')}`);
  }
  console.log(`Lighthouse, mobile preset, median of ${RUNS} run(s) per page; Home is the baseline\n`);
  console.log(
    formatTable(
      ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'perf vs Home', 'LCP', 'CLS', 'TBT', 'JS gzip / files', 'JS vs Home'],
      rows,
    ),
  );

  const homeKb = kb(homeJs.totalGzip);
  console.log(
    `\nHome, first visit: ${homeJs.files.length} JavaScript files, ${homeKb.toFixed(1)} KB gzipped (target <= 100 KB)`,
  );
  if (homeKb > 100) notes.push(`Home JavaScript ${homeKb.toFixed(1)} KB gzipped is over the 100 KB target`);
  if (notes.length) console.log(`\n${notes.join('\n')}`);
} finally {
  await server.stop();
}
