// Maintenance windows of the launcher's apps, set from the admin console (issue 19, spec §4): an app
// shows its maintenance text instead of its link while now is between start and end and the flag is set.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const MAINTENANCE_TEXT_REQUIRED = 'Enter the text users see during the maintenance.';
export const MAINTENANCE_TEXT_MAX = 500;
export const MAINTENANCE_TEXT_TOO_LONG = `The maintenance text can be at most ${MAINTENANCE_TEXT_MAX} characters long.`;
export const MAINTENANCE_DATES_REQUIRED = 'Enter when the maintenance starts and when it ends.';
export const MAINTENANCE_END_BEFORE_START = 'The maintenance must end after it starts.';

export type MaintenanceWindow = {
  is_under_maintenance: boolean;
  maintenance_text: string | null;
  maintenance_start: string | null;
  maintenance_end: string | null;
};

/** The first problem of a window as entered, with the field it concerns; null when it may be saved. */
export function maintenanceWindowProblem(
  window: MaintenanceWindow,
): { field: keyof MaintenanceWindow; msg: string } | null {
  if (!window.is_under_maintenance) return null;
  const text = window.maintenance_text?.trim() ?? '';
  if (!text) return { field: 'maintenance_text', msg: MAINTENANCE_TEXT_REQUIRED };
  if (text.length > MAINTENANCE_TEXT_MAX) return { field: 'maintenance_text', msg: MAINTENANCE_TEXT_TOO_LONG };
  const start = window.maintenance_start ? Date.parse(window.maintenance_start) : Number.NaN;
  const end = window.maintenance_end ? Date.parse(window.maintenance_end) : Number.NaN;
  if (Number.isNaN(start)) return { field: 'maintenance_start', msg: MAINTENANCE_DATES_REQUIRED };
  if (Number.isNaN(end)) return { field: 'maintenance_end', msg: MAINTENANCE_DATES_REQUIRED };
  if (end <= start) return { field: 'maintenance_end', msg: MAINTENANCE_END_BEFORE_START };
  return null;
}

/** Whether users see the maintenance text at `now` (the launcher's rule, for the console's preview). */
export function isMaintenanceShowing(window: MaintenanceWindow, now: Date): boolean {
  if (!window.is_under_maintenance || !window.maintenance_start || !window.maintenance_end) return false;
  const t = now.getTime();
  return Date.parse(window.maintenance_start) <= t && t < Date.parse(window.maintenance_end);
}

export const appKeyParams = z.object({ appKey: z.string().min(1).max(100) });

export const setMaintenanceBody = z
  .object({
    version: z.number().int().min(1),
    is_under_maintenance: z.boolean(),
    maintenance_text: z.string().nullable(),
    maintenance_start: z.string().nullable(),
    maintenance_end: z.string().nullable(),
  })
  .superRefine((body, context) => {
    const problem = maintenanceWindowProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem.msg, path: [problem.field] });
  });
export type SetMaintenanceBody = z.infer<typeof setMaintenanceBody>;

/** One app as the console's maintenance list shows it. */
export const consoleAppMaintenance = z.object({
  app_key: z.string(),
  short_name: z.string(),
  app_title: z.string(),
  group_name: z.string(),
  status: z.number().int(),
  is_under_maintenance: z.boolean(),
  maintenance_text: z.string().nullable(),
  maintenance_start: z.string().nullable(),
  maintenance_end: z.string().nullable(),
  version: z.number().int(),
});
export type ConsoleAppMaintenance = z.infer<typeof consoleAppMaintenance>;
/** The console's list of them (issue 19, decision 050): paged, sorted and searched (app, title, group, text). */
export const MAINTENANCE_SORTS = ['launcher_order', 'short_name', 'group_name', 'maintenance_start'] as const;
export const maintenanceListQuery = consoleListQuery(MAINTENANCE_SORTS);
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuery>;
export const maintenanceListResponse = consoleListResponse(consoleAppMaintenance);
export type MaintenanceListResponse = z.infer<typeof maintenanceListResponse>;
