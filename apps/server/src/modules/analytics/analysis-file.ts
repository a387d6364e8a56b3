// An analysis as a file to download (CSV or XLSX): the analyzer's table, with an about sheet.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import {
  type AnalysisResult,
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
  partialPeriodNote,
} from '@mti/contracts/analytics/analyzer-api';
import { exportFileName, exportTable, sheetNameOf, toCsv, toXlsx } from './analysis-export.ts';
import { runAnalysis } from './analysis-run.ts';
import { openDataset } from './dataset-access.ts';
import type { Entitlements } from './dataset-declaration.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import type { UserTable } from './user-tables.ts';

/**
 * An analysis as a file: the same run as the query (entitlements, rules and cache included), the
 * same table the analyzer shows, named after the analysis title or else the dataset.
 */
export async function exportAnalysis({
  engine,
  definition,
  entitlements,
  userTables = [],
  format,
  now = new Date(),
}: {
  engine: AnalyticsEngine;
  definition: AnalysisDefinition;
  entitlements: Entitlements;
  userTables?: readonly UserTable[];
  format: ExportFormat;
  now?: Date;
}): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const result = await runAnalysis({ engine, definition, entitlements, userTables });
  const dataset = await openDataset(engine, definition.dataset, entitlements);
  const title = definition.title || dataset.title;
  const table = exportTable(result);
  const content =
    format === 'csv'
      ? toCsv(
          table,
          partialPeriodLines(result, definition).map(([name, value]) => `${name}: ${value}`),
        )
      : await toXlsx(table, {
          sheetName: sheetNameOf(title),
          about: [
            ['Analysis', title],
            ['Dataset', dataset.title],
            ...(dataset.sample
              ? [['Note', 'Sample data: synthetic figures for demonstration.'] as [string, string]]
              : []),
            ...(result.projection
              ? [['Projection', `Months after ${result.projection.from} are projected (what-if).`] as [string, string]]
              : []),
            ...partialPeriodLines(result, definition),
            ['Data version', result.meta.data_version],
            ['Exported', now.toISOString()],
          ],
        });
  return { fileName: exportFileName(title, format), contentType: EXPORT_CONTENT_TYPES[format], content };
}

/** The about sheet says which partial periods the table leaves out (or holds, when asked to). */
function partialPeriodLines(result: AnalysisResult, definition: AnalysisDefinition): Array<[string, string]> {
  const partial = result.partial_periods ?? [];
  if (!partial.length) return [];
  const notes = partial.map(partialPeriodNote).join('; ');
  return [['Partial periods', `${definition.include_partial_periods ? 'Included' : 'Left out'}: ${notes}.`]];
}
