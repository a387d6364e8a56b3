// `npm run seed:analytics -- --rows 2000000` (or `--scale 5`): rewrites the USMTO orders table at
// benchmark size — every cell of as many shards as needed, cut at exactly that many rows. With no
// option it writes the default sample again. A running server picks the new data up within a
// minute (each instance compares the dataset's version with its copy's). See analytics-seed.ts.
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { rowsOfArgs, seedAnalytics } from './analytics-seed.ts';

const args = process.argv.slice(2);
try {
  rowsOfArgs(args);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = loadConfig();
const { database } = await prepareDatabase(config, { seedWhenEmpty: false });
try {
  const started = Date.now();
  const count = await seedAnalytics({ db: database.db, args });
  console.log(
    `Wrote ${count.toLocaleString('en-US')} USMTO rows into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
