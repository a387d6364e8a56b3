// Database calls of the console's maintenance windows: each app's window with its version.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { catalogApps, catalogGroups } from './schema.ts';

export type MaintenanceRow = {
  appKey: string;
  shortName: string;
  appTitle: string;
  groupName: string;
  status: number;
  isUnderMaintenance: boolean;
  maintenanceText: string | null;
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  version: number;
};

const maintenanceColumns = {
  appKey: catalogApps.appKey,
  shortName: catalogApps.shortName,
  appTitle: catalogApps.appTitle,
  groupName: catalogApps.groupName,
  status: catalogApps.status,
  isUnderMaintenance: catalogApps.isUnderMaintenance,
  maintenanceText: catalogApps.maintenanceText,
  maintenanceStart: catalogApps.maintenanceStart,
  maintenanceEnd: catalogApps.maintenanceEnd,
  version: catalogApps.version,
};

/** Every app, in launcher order (group, then app). */
export async function listMaintenanceRows(db: Db): Promise<MaintenanceRow[]> {
  return db
    .select(maintenanceColumns)
    .from(catalogApps)
    .innerJoin(catalogGroups, eq(catalogGroups.groupName, catalogApps.groupName))
    .orderBy(asc(catalogGroups.groupSortOrder), asc(catalogApps.appSortOrder), asc(catalogApps.appKey));
}

/** One app's window, locked for the rest of the transaction; null when there is no such app. */
export async function findMaintenanceRowForUpdate(db: Db, appKey: string): Promise<MaintenanceRow | null> {
  const [row] = await db
    .select(maintenanceColumns)
    .from(catalogApps)
    .where(eq(catalogApps.appKey, appKey))
    .for('update');
  return row ?? null;
}

export async function updateMaintenanceRow(
  db: Db,
  appKey: string,
  window: Pick<MaintenanceRow, 'isUnderMaintenance' | 'maintenanceText' | 'maintenanceStart' | 'maintenanceEnd'>,
): Promise<MaintenanceRow> {
  const [row] = await db
    .update(catalogApps)
    .set({ ...window, version: sql`${catalogApps.version} + 1`, updatedAt: sql`now()` })
    .where(eq(catalogApps.appKey, appKey))
    .returning(maintenanceColumns);
  if (!row) throw new Error(`app ${appKey} vanished inside its transaction`);
  return row;
}
