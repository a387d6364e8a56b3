// Wire shapes of the analyzer calls under /analytics/api/analyzer (added: the original's
// analytics server had its own, unpublished ones).
import { z } from 'zod';
import {
  AGGREGATES,
  analysisDefinition,
  CALC_KINDS,
  CALCULATIONS,
  monthKey,
  SHOW_AS,
  VALUE_FORMATS,
} from './analysis-definition.ts';

// Defined beside the analysis definition (a blended column's unit is one); named here too.
export { VALUE_FORMATS };

// GET /analytics/api/analyzer/datasets
export const datasetMember = z.object({ key: z.string(), label: z.string() });
export const datasetDimension = z.object({
  id: z.string(),
  label: z.string(),
  /** Period dimensions are month, quarter and year of the same date; members lists the others. */
  kind: z.enum(['period', 'member']),
  members: z.array(datasetMember),
});
export const MEASURE_UNITS = ['currency', 'count', 'tons', 'percent', 'index', 'number'] as const;
export const datasetMeasure = z.object({
  field: z.string(),
  label: z.string(),
  format: z.enum(VALUE_FORMATS),
  /** What the measure counts (format follows from it). */
  unit: z.enum(MEASURE_UNITS).optional(),
  /** The aggregation a new analysis starts with. */
  aggregate: z.enum(AGGREGATES).optional(),
});
/** Levels of a drill path, outermost first (region → state; year → quarter → month). */
export const datasetHierarchy = z.object({ id: z.string(), label: z.string(), levels: z.array(z.string()) });
export const GEO_KEY_KINDS = ['state', 'county_fips', 'zip'] as const;
export const datasetDescription = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Synthetic figures: the analyzer labels them as sample data. */
  sample: z.boolean(),
  period: z.object({ first: monthKey, last: monthKey }),
  dimensions: z.array(datasetDimension),
  measures: z.array(datasetMeasure),
  hierarchies: z.array(datasetHierarchy).optional(),
  /** The dimension holding each geographic key (maps and blends join on them). */
  geo_keys: z.partialRecord(z.enum(GEO_KEY_KINDS), z.string()).optional(),
  /** Dimensions a user's own table can be blended on. */
  blend_keys: z.array(z.string()),
  /** Where it comes from: a product dataset, or one of the user's own uploaded tables. */
  source: z.enum(['product', 'upload']).optional(),
});
export type DatasetDescription = z.infer<typeof datasetDescription>;
/** A user's uploaded table as a dataset of its own: `upload-<file id>`, read by its owner only. */
export const UPLOAD_DATASET_PREFIX = 'upload-';
export const datasetsResponse = z.object({ datasets: z.array(datasetDescription) });

// GET /analytics/api/analyzer/status: the engine's copy of the datasets, which the analyzer polls
// while it loads (a first load answers queries 503 analytics_loading; a reload answers from the old copy).
export const ENGINE_STATES = ['loading', 'ready', 'failed'] as const;
export const engineStatusResponse = z.object({
  state: z.enum(ENGINE_STATES),
  rows_loaded: z.number().int(),
  /** The rows of the last data load, null before any. */
  rows_expected: z.number().int().nullable(),
  /** The copy queries read now, as in a result's meta.data_version ('0.0' before the first load). */
  data_version: z.string(),
  /**
   * Where each dataset's copy came from at its last load, by dataset id: copied from the system of
   * record, read from the Parquet files of the same data version, or a loader of the caller's.
   */
  source: z.record(z.string(), z.enum(['database', 'columnar_file', 'loader'])).optional(),
});
export type EngineStatusResponse = z.infer<typeof engineStatusResponse>;
/** The error code of a query asked during the first load (503, with Retry-After). */
export const ANALYTICS_LOADING_CODE = 'analytics_loading';

// POST /analytics/api/analyzer/query
export const analyzerQueryBody = z.object({ definition: analysisDefinition });

const headerMember = z.string().nullable();
export const axisHeader = z.object({
  /** One key per dimension of the axis; null where this header totals over that dimension. */
  members: z.array(headerMember),
  labels: z.array(headerMember),
  /** member: a leaf; subtotal: totals over the inner dimensions; total: the grand total. */
  kind: z.enum(['member', 'subtotal', 'total']),
  /** Includes projected (what-if) months. */
  projected: z.boolean(),
});
export type AxisHeader = z.infer<typeof axisHeader>;

export const resultMeasure = z.object({
  id: z.string(),
  label: z.string(),
  field: z.string(),
  /** Absent for a calculation (it combines aggregates). */
  aggregate: z.enum(AGGREGATES).optional(),
  calculation: z.enum(CALCULATIONS),
  format: z.enum(VALUE_FORMATS),
  /** A measure of the dataset, a blended column, or a calculation over those (calc gives its kind). */
  source: z.enum(['dataset', 'blend', 'calc']),
  calc: z.enum(CALC_KINDS).optional(),
  /** Figures shown as a percentage of a total (format is then percent). */
  show_as: z.enum(SHOW_AS).optional(),
});

/** cells[row][column]: one value per measure, or null where no data falls. */
const cellGrid = z.array(z.array(z.array(z.number().nullable()).nullable()));
export type CellGrid = z.infer<typeof cellGrid>;

/** A quarter or year on an axis that the data (and projection) covers only some months of. */
export const partialPeriod = z.object({
  dimension: z.enum(['quarter', 'year']),
  /** The member key ('2026-Q4', '2026'). */
  key: z.string(),
  /** As the note names it ('Q4 2026', '2026'). */
  label: z.string(),
  /** Months of it with data (actual or projected). */
  months: z.number().int(),
  /** Months it has (3 or 12). */
  of: z.number().int(),
});
export type PartialPeriod = z.infer<typeof partialPeriod>;

/** 'Q4 2026 is partial: 2 of 3 months' — the note the analyzer, its export and its tiles show. */
export function partialPeriodNote(p: PartialPeriod): string {
  return `${p.label} is partial: ${p.months} of ${p.of} months`;
}

export const analysisResult = z.object({
  dataset: z.string(),
  sample: z.boolean(),
  row_dimensions: z.array(z.object({ id: z.string(), label: z.string() })),
  column_dimensions: z.array(z.object({ id: z.string(), label: z.string() })),
  measures: z.array(resultMeasure),
  row_headers: z.array(axisHeader),
  column_headers: z.array(axisHeader),
  cells: cellGrid,
  /** The what-if projection: months after `from` (the last actual month) are projected. */
  projection: z.object({ from: monthKey, months: z.number().int() }).nullable(),
  /** With a projection: the base case beside the scenario, and every cell's actual and projected parts. */
  scenario: z
    .object({
      /** The same analysis with every growth rate at 0 %: the last twelve actual months carried on. */
      base_cells: cellGrid,
      /** The base case over projected months only. */
      base_projected_cells: cellGrid,
      /** The cell over actual months only (null where it has none). */
      actual_cells: cellGrid,
      /** The cell over projected months only (null where it has none). */
      projected_cells: cellGrid,
    })
    .nullable()
    .optional(),
  /**
   * The partial periods of the axes' quarters and years, computed from the dataset's months; left
   * out of every figure (totals too) unless the definition's include_partial_periods is true.
   */
  partial_periods: z.array(partialPeriod).optional(),
  meta: z.object({ data_version: z.string(), cached: z.boolean(), cell_count: z.number().int() }),
});
export type AnalysisResult = z.infer<typeof analysisResult>;

// POST /analytics/api/analyzer/export: the table the analyzer shows, as a file to download
// (200 with the file itself; errors as {code, msg} like the query).
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const analyzerExportBody = z.object({ definition: analysisDefinition, format: z.enum(EXPORT_FORMATS) });
export type AnalyzerExportBody = z.input<typeof analyzerExportBody>;
/**
 * A CSV export's notes (which partial periods it leaves out) follow the table after an empty line,
 * each a single cell starting with this mark; an uploaded CSV skips such lines (decision 075).
 */
export const CSV_NOTE_MARK = '# ';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// POST /analytics/api/analyzer/drilldown
export const MAX_DRILLDOWN_PAGE_SIZE = 500;
export const drilldownBody = z.object({
  definition: analysisDefinition,
  /** The cell's header members (null = all members, as in a total). */
  cell: z.object({
    row: z.array(z.string().max(200).nullable()).max(10),
    column: z.array(z.string().max(200).nullable()).max(10),
  }),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(MAX_DRILLDOWN_PAGE_SIZE).default(100),
});
// POST /analytics/api/analyzer/drilldown/export: every row of the drill-down (all pages, same
// columns and order) as a CSV file, up to this many.
export const MAX_DRILLDOWN_EXPORT_ROWS = 100_000;
export const drilldownExportBody = drilldownBody.pick({ definition: true, cell: true });
export type DrilldownExportBody = z.input<typeof drilldownExportBody>;

export const drilldownResponse = z.object({
  columns: z.array(z.object({ id: z.string(), label: z.string(), format: z.enum([...VALUE_FORMATS, 'text']) })),
  /** null: an empty cell (an uploaded table's), never shown as 0. */
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  total_rows: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type DrilldownResponse = z.infer<typeof drilldownResponse>;
