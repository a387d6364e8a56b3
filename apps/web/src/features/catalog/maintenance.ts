// Spec §4: an app shows its maintenance text instead of a link only while the flag is set and
// now lies between maintenance_start and maintenance_end.
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';

type MaintenanceFields = Pick<
  ProductRecord,
  'is_under_maintenance' | 'maintenance_start' | 'maintenance_end' | 'maintenance_text'
>;

export function isUnderMaintenance(app: MaintenanceFields, now: Date): boolean {
  if (!app.is_under_maintenance || !app.maintenance_start || !app.maintenance_end) return false;
  const start = Date.parse(app.maintenance_start);
  const end = Date.parse(app.maintenance_end);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const time = now.getTime();
  return start <= time && time <= end;
}
