// SQL of the analytics module on the system of record (PostgreSQL or PGlite): each dataset's
// version, which a load bumps and every running engine compares with its copy.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { analyticsDatasetVersions } from './schema.ts';

export async function bumpDatasetVersion(db: Db, datasetId: string, rowCount: number): Promise<void> {
  await db
    .insert(analyticsDatasetVersions)
    .values({ datasetId, version: 1, rowCount })
    .onConflictDoUpdate({
      target: analyticsDatasetVersions.datasetId,
      set: { version: sql`${analyticsDatasetVersions.version} + 1`, rowCount, loadedAt: sql`now()` },
    });
}

/** The dataset's last load: its version, when it was loaded and its rows (null before any). */
export async function findDatasetLoad(
  db: Db,
  datasetId: string,
): Promise<{ version: number; loadedAt: Date; rowCount: number } | null> {
  const [row] = await db
    .select({
      version: analyticsDatasetVersions.version,
      loadedAt: analyticsDatasetVersions.loadedAt,
      rowCount: analyticsDatasetVersions.rowCount,
    })
    .from(analyticsDatasetVersions)
    .where(eq(analyticsDatasetVersions.datasetId, datasetId));
  return row
    ? { version: Number(row.version), loadedAt: new Date(row.loadedAt), rowCount: Number(row.rowCount) }
    : null;
}

export async function findDatasetVersion(db: Db, datasetId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: analyticsDatasetVersions.version })
    .from(analyticsDatasetVersions)
    .where(eq(analyticsDatasetVersions.datasetId, datasetId));
  return row ? Number(row.version) : null;
}

/** The versions of these datasets (absent: never loaded). */
export async function findDatasetVersions(db: Db, datasetIds: readonly string[]): Promise<Map<string, number>> {
  if (datasetIds.length === 0) return new Map();
  const rows = await db
    .select({ datasetId: analyticsDatasetVersions.datasetId, version: analyticsDatasetVersions.version })
    .from(analyticsDatasetVersions)
    .where(inArray(analyticsDatasetVersions.datasetId, [...datasetIds]));
  return new Map(rows.map((r) => [r.datasetId, Number(r.version)]));
}
