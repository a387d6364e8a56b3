// The bulk writes that set up contributions data: the seed's sample contributors (participants
// without accounts, labelled as sample data) and the check whether the demo was seeded.
import { count } from 'drizzle-orm';
import { type Db, withTransaction } from '../../platform/db.ts';
import { agmaReportVersions } from './schema.ts';
import { replaceSubmission, type SubmissionRow } from './usmto-advance-queries.ts';

export type { SubmissionRow };

/** Replaces each listed participant's month (rows grouped by participant and period). */
export async function saveSampleSubmissions({ db, rows }: { db: Db; rows: readonly SubmissionRow[] }): Promise<void> {
  const groups = new Map<string, SubmissionRow[]>();
  for (const row of rows) {
    const key = `${row.siteId}/${row.period}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  await withTransaction(db, async (tx) => {
    for (const group of groups.values()) await replaceSubmission(tx, group);
  });
}

export async function hasAgmaUploads({ db }: { db: Db }): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(agmaReportVersions);
  return (row?.n ?? 0) > 0;
}
