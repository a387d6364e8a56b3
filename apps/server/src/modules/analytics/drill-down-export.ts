// The drill-down's rows as a CSV file: the same query as the dialog's pages (same filters, top-N,
// columns and order), all pages at once, up to MAX_DRILLDOWN_EXPORT_ROWS.
import { MAX_DRILLDOWN_EXPORT_ROWS } from '@mti/contracts/analytics/analyzer-api';
import { toCsv } from '../../platform/csv.ts';
import { type DrillDownArgs, drillDown } from './drill-down.ts';

export const DRILLDOWN_FILE_NAME = 'drill-down.csv';

export async function exportDrillDown(args: Omit<DrillDownArgs, 'page' | 'pageSize'>): Promise<Buffer> {
  const { columns, rows } = await drillDown({ ...args, page: 1, pageSize: MAX_DRILLDOWN_EXPORT_ROWS });
  return Buffer.from(toCsv([columns.map((c) => c.label), ...rows], { bom: true }), 'utf8');
}
