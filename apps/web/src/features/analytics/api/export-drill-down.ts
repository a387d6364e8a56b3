// POST /analytics/api/analyzer/drilldown/export: every row of a drill-down as CSV, saved by the browser.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { useMutation } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPostForFile } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { DrilldownCell } from './drill-down.ts';

export type ExportDrillDownInput = { definition: AnalysisDefinitionInput; cell: DrilldownCell };

export async function exportDrillDown({ definition, cell }: ExportDrillDownInput): Promise<string> {
  const file = await withAnalyticsSession(() =>
    apiPostForFile('/analytics/api/analyzer/drilldown/export', { definition, cell }, { errorPages: false }),
  );
  const fileName = file.fileName ?? 'drill-down.csv';
  saveFile(file.blob, fileName);
  return fileName;
}

/** Nothing cached changes: an export reads only. */
export function useExportDrillDown() {
  return useMutation({ mutationFn: exportDrillDown });
}
