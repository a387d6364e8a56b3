// `npm run bench:bundle`: the JavaScript a first visit to Home downloads, per file, gzipped.
// Target (issue 5): at most 100 KB gzipped. Needs a production build (`npm run build`).
import { startBuiltServer } from './support/built-server.mjs';
import { measurePageJavaScript } from './support/home-javascript.mjs';
import { formatTable } from './support/report.mjs';

const BUDGET_KB = 100;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = await startBuiltServer();
try {
  const { files, totalGzip, totalRaw } = await measurePageJavaScript(`${server.url}/`);
  console.log('JavaScript downloaded by a first visit to Home\n');
  console.log(
    formatTable(
      ['file', 'raw KB', 'gzip KB'],
      [...files.map((f) => [f.file, kb(f.raw), kb(f.gzip)]), ['total', kb(totalRaw), kb(totalGzip)]],
    ),
  );
  const verdict = totalGzip / 1024 <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`\n${files.length} files, ${kb(totalGzip)} KB gzipped: ${verdict} the ${BUDGET_KB} KB budget.`);
} finally {
  await server.stop();
}
