// Reads a V8 .cpuprofile (node --cpu-prof): self time per function and per package, as tables.
import path from 'node:path';
import { formatTable } from './report.mjs';

/** node_modules/<pkg> of a script URL, `node:` internals, or `app` for our own code. */
function packageOf(url, root) {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return 'node core';
  const file = url.replace(/^file:\/\//, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (match) return match[1];
  return path.relative(root, file).startsWith('apps/server/dist')
    ? 'app (apps/server/dist)'
    : path.relative(root, file);
}

/** window: [from, to] in µs of the monotonic clock (process.hrtime), to keep start-up out. */
export function selfTimeTables(profile, { root, top = 25, window = [0, Number.POSITIVE_INFINITY] }) {
  const { nodes, samples, timeDeltas, startTime } = profile;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  let at = startTime;
  samples.forEach((id, i) => {
    at += timeDeltas[i] ?? 0;
    if (at >= window[0] && at <= window[1]) self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const perFunction = new Map();
  const perPackage = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    const pkg = f.functionName === '(idle)' ? '(idle)' : packageOf(f.url, root);
    perFunction.set(key, { pkg, us: (perFunction.get(key)?.us ?? 0) + us });
    perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + us);
  }
  // Inclusive time of our own functions: a sample counts once for every distinct app function on
  // its stack, which says which of our hooks and handlers the package time above is spent under.
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [id, us] of self) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame: f } = byId.get(at);
      if (packageOf(f.url, root) !== 'app (apps/server/dist)') continue;
      const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1)} %`;
  const ms = (us) => (us / 1000).toFixed(0);
  const functions = [...perFunction].sort((a, b) => b[1].us - a[1].us).slice(0, top);
  const packages = [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `Self time by package (total ${ms(total)} ms sampled):`,
    formatTable(
      ['package', 'self ms', 'share'],
      packages.map(([p, us]) => [p, ms(us), pct(us)]),
    ),
    `\nTop ${top} functions by self time:`,
    formatTable(
      ['function', 'package', 'self ms', 'share'],
      functions.map(([f, { pkg, us }]) => [f.slice(0, 70), pkg, ms(us), pct(us)]),
    ),
    `\nOur functions by inclusive time (what runs under them, packages included; line numbers of dist/main.js):`,
    formatTable(
      ['function', 'total ms', 'share'],
      [...inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([f, us]) => [f.slice(0, 70), ms(us), pct(us)]),
    ),
  ].join('\n');
}
