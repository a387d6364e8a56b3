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
