// `npm run seed:analytics -- --rows 2000000` (or `--scale 5`): rewrites the USMTO orders table at
// benchmark size — every cell of as many shards as needed, cut at exactly that many rows. With no
// option it writes the default sample again. A running server picks the new data up within a
// minute (each instance compares the dataset's version with its copy's).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { seedUsmtoOrders } from '../modules/analytics/service.ts';
import { lastMonthIndex, USMTO_CELLS_PER_MONTH } from '../modules/analytics/usmto-generator.ts';
import { prepareDatabase } from '../platform/bootstrap.ts';

const { values } = parseArgs({ options: { rows: { type: 'string' }, scale: { type: 'string' } } });
const perShard = USMTO_CELLS_PER_MONTH * (lastMonthIndex(new Date()) + 1);
const rows = values.rows ? Number(values.rows) : values.scale ? Number(values.scale) * perShard : undefined;
if (rows !== undefined && !(Number.isSafeInteger(rows) && rows > 0 && rows <= perShard * 60)) {
  console.error(`--rows must be a whole number from 1 to ${perShard * 60} (--scale from 1 to 60)`);
  process.exit(1);
}

const config = loadConfig();
const { database } = await prepareDatabase(config, { seedWhenEmpty: false });
try {
  const started = Date.now();
  const count = await seedUsmtoOrders({ db: database.db, rows });
  console.log(
    `Wrote ${count.toLocaleString('en-US')} USMTO rows into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
