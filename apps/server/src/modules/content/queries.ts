import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { appConfig } from './schema.ts';

export async function findConfigValue(db: Db, key: string): Promise<unknown | null> {
  const [row] = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, key));
  return row ? row.value : null;
}

export async function upsertConfigValue(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(appConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: sql`now()` } });
}

export async function countConfigValues(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(appConfig);
  return row?.n ?? 0;
}

/** One stored value with its version, locked for the rest of the transaction; null when unset. */
export async function findConfigRowForUpdate(db: Db, key: string): Promise<{ value: unknown; version: number } | null> {
  const [row] = await db
    .select({ value: appConfig.value, version: appConfig.version })
    .from(appConfig)
    .where(eq(appConfig.key, key))
    .for('update');
  return row ?? null;
}

/** Replaces a stored value and moves its version on; returns the new version. */
export async function replaceConfigValue(db: Db, key: string, value: unknown): Promise<number> {
  const [row] = await db
    .update(appConfig)
    .set({ value, version: sql`${appConfig.version} + 1`, updatedAt: sql`now()` })
    .where(eq(appConfig.key, key))
    .returning({ version: appConfig.version });
  if (!row) throw new Error(`config ${key} vanished inside its transaction`);
  return row.version;
}

export async function findConfigVersion(db: Db, key: string): Promise<number | null> {
  const [row] = await db.select({ version: appConfig.version }).from(appConfig).where(eq(appConfig.key, key));
  return row?.version ?? null;
}

/** Creates a stored value at version 1 unless it exists, so a first console edit has a row to lock. */
export async function insertConfigValueIfMissing(db: Db, key: string, value: unknown): Promise<void> {
  await db.insert(appConfig).values({ key, value }).onConflictDoNothing({ target: appConfig.key });
}
