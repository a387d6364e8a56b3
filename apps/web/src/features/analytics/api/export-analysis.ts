// POST /analytics/api/analyzer/export: the analysis table as a CSV or XLSX file, saved by the browser.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { ExportFormat } from '@mti/contracts/analytics/analyzer-api';
import { useMutation } from '@tanstack/react-query';
import { withAnalyticsSession } from '../../../lib/analytics-session.ts';
import { apiPostForFile } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';

export type ExportAnalysisInput = { definition: AnalysisDefinitionInput; format: ExportFormat };

/** Fetches the file (the server names it after the analysis) and hands it to the browser's download. */
export async function exportAnalysis({ definition, format }: ExportAnalysisInput): Promise<string> {
  const file = await withAnalyticsSession(() =>
    apiPostForFile('/analytics/api/analyzer/export', { definition, format }, { errorPages: false }),
  );
  const fileName = file.fileName ?? `${definition.title?.trim() || 'analysis'}.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}

/** Nothing cached changes: an export reads only. */
export function useExportAnalysis() {
  return useMutation({ mutationFn: exportAnalysis });
}
