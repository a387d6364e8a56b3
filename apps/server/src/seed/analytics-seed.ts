// The options of `npm run seed:analytics` (analytics-cli.ts) and the load they ask for: no option
// writes the default sample again; `--rows N` exactly N rows and `--scale K` K shards of every
// cell (benchmark sizes). The load bumps the dataset's version, which running servers notice.
import { parseArgs } from 'node:util';
import { sampleRowsPerScale, seedSample } from '../modules/analytics/provisioning.ts';
import type { Db } from '../platform/db.ts';

const MAX_SCALE = 60;
/** The dataset `npm run seed:analytics` rewrites at benchmark size. */
const BENCHMARK_DATASET = 'usmto-orders';

/** The row count the options ask for (undefined: the default sample); throws with the usage message. */
export function rowsOfArgs(args: string[], now = new Date()): number | undefined {
  const perShard = sampleRowsPerScale(BENCHMARK_DATASET, now);
  const usage = `--rows must be a whole number from 1 to ${perShard * MAX_SCALE} (--scale from 1 to ${MAX_SCALE})`;
  let values: { rows?: string; scale?: string };
  try {
    ({ values } = parseArgs({ args, options: { rows: { type: 'string' }, scale: { type: 'string' } } }));
  } catch {
    throw new Error(usage);
  }
  const rows = values.rows ? Number(values.rows) : values.scale ? Number(values.scale) * perShard : undefined;
  if (rows !== undefined && !(Number.isSafeInteger(rows) && rows > 0 && rows <= perShard * MAX_SCALE)) {
    throw new Error(usage);
  }
  return rows;
}

/** Runs the load the options ask for; returns the number of rows written. */
export async function seedAnalytics({ db, args, now = new Date() }: { db: Db; args: string[]; now?: Date }) {
  return seedSample({ db, datasetId: BENCHMARK_DATASET, now, rows: rowsOfArgs(args, now) });
}
