// Database calls of the console's maintenance windows: each app's window with its version.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { PagedListSpec } from '../../platform/paged-list.ts';
import { catalogApps } from './schema.ts';

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

/** The console's list (issue 19, decision 050) as raw rows: one per app, with its launcher position. */
export type StoredMaintenance = {
  app_key: string;
  short_name: string;
  app_title: string;
  group_name: string;
  status: number;
  is_under_maintenance: boolean;
  maintenance_text: string | null;
  maintenance_start: Date | string | null;
  maintenance_end: Date | string | null;
  version: number;
  launcher_order: number;
};

const maintenanceSelect = sql`select * from (select a.app_key, a.short_name, a.app_title, a.group_name, a.status,
      a.is_under_maintenance, a.maintenance_text, a.maintenance_start, a.maintenance_end, a.version,
      row_number() over (order by g.group_sort_order, a.app_sort_order, a.app_key)::int as launcher_order
    from catalog_apps a join catalog_groups g on g.group_name = a.group_name) as windows`;

export const maintenanceListSpec: PagedListSpec<'launcher_order' | 'short_name' | 'group_name' | 'maintenance_start'> =
  {
    select: maintenanceSelect,
    sortColumns: {
      launcher_order: sql`launcher_order`,
      short_name: sql`lower(short_name)`,
      group_name: sql`lower(group_name)`,
      maintenance_start: sql`maintenance_start`,
    },
    tieBreaker: sql`app_key`,
    searchColumns: [sql`short_name`, sql`app_title`, sql`group_name`, sql`maintenance_text`],
  };
