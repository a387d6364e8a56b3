// The analytics service: datasets a user may open, analyses and drill-downs on the DuckDB copy,
// the copy's refresh after a data load, and the USMTO sample data's seed.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { MSG, OTHER_MEMBER } from '@mti/contracts/analytics/analysis-definition';
import {
  type AnalysisResult,
  type DatasetDescription,
  type DrilldownResponse,
  EXPORT_CONTENT_TYPES,
  type ExportFormat,
} from '@mti/contracts/analytics/analyzer-api';
import type { Db } from '../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { exportFileName, exportTable, sheetNameOf, toCsv, toXlsx } from './analysis-export.ts';
import { type AnalysisPlan, planAnalysis } from './analysis-plan.ts';
import {
  analysisSql,
  drillDownSql,
  lastActualMonthSql,
  needsRowLevel,
  type SourceOptions,
  SqlParams,
  topMembersSql,
} from './analysis-sql.ts';
import { ANALYTICS_MSG, tooManyCells } from './analytics-errors.ts';
import { blendSql, blendViewDims } from './blend-sql.ts';
import {
  DATASETS,
  type DatasetDef,
  type Entitlements,
  findDataset,
  isEntitled,
  USMTO_ORDERS_DATASET,
} from './datasets.ts';
import type { AnalyticsEngine, Row } from './duckdb-engine.ts';
import { buildPivot } from './pivot-result.ts';
import { bumpDatasetVersion, findDatasetVersion, replaceUsmtoOrders, upsertUsmtoStates } from './queries.ts';
import { createQueryCache, normaliseDefinition } from './query-cache.ts';
import { registerBlendTable, type UserTable } from './user-tables.ts';
import { USMTO_STATES } from './usmto-dimensions.ts';
import { lastMonthIndex, monthKeyOf, USMTO_CELLS_PER_MONTH, usmtoGeneratorSql } from './usmto-generator.ts';

export type { Entitlements } from './datasets.ts';
export type { AnalyticsEngine } from './duckdb-engine.ts';
export type { UserTable } from './user-tables.ts';

// ---- datasets ---------------------------------------------------------------------------------

function openDataset(id: string, entitlements: Entitlements): DatasetDef {
  const dataset = findDataset(id);
  if (!dataset) throw notFound(ANALYTICS_MSG.unknownDataset);
  if (!isEntitled(dataset, entitlements)) throw forbidden();
  return dataset;
}

/** The datasets this user may analyse, with their dimensions, members and measures. */
export async function listDatasets({
  engine,
  entitlements,
}: {
  engine: AnalyticsEngine;
  entitlements: Entitlements;
}): Promise<DatasetDescription[]> {
  const open = DATASETS.filter((d) => isEntitled(d, entitlements));
  if (open.length === 0) return [];
  await engine.whenReady();
  const bounds = engine.periodBounds();
  return open.map((d) => ({
    id: d.id,
    title: d.title,
    description: d.description,
    sample: d.sample,
    // An empty copy still offers the sample's calendar range.
    period: bounds ?? { first: monthKeyOf(0), last: monthKeyOf(lastMonthIndex(new Date())) },
    dimensions: d.dimensions.map((dim) => ({
      id: dim.id,
      label: dim.label,
      kind: dim.kind,
      members: [...dim.members],
    })),
    measures: d.measures.map((m) => ({ field: m.field, label: m.label, format: m.format })),
    blend_keys: Object.keys(d.blendKeys),
  }));
}

// ---- analyses ---------------------------------------------------------------------------------

const caches = new WeakMap<AnalyticsEngine, ReturnType<typeof createQueryCache<AnalysisResult>>>();
function cacheOf(engine: AnalyticsEngine) {
  let cache = caches.get(engine);
  if (!cache) {
    const created = createQueryCache<AnalysisResult>({ weigh: (r) => r.meta.cell_count });
    engine.onReload(() => created.clear());
    caches.set(engine, created);
    cache = created;
  }
  return cache;
}

/** Finds the blended table among the user's and loads it into the engine (once per content). */
async function prepareBlend(engine: AnalyticsEngine, plan: AnalysisPlan, userTables: readonly UserTable[]) {
  const blend = plan.definition.blend;
  if (!blend) return null;
  const table = userTables.find((t) => t.name === blend.table);
  if (!table) throw badRequest('invalid_input', MSG.blendTable, 'definition.blend.table');
  const columnIndex = (name: string, field: string) => {
    let i = table.columns.indexOf(name);
    if (i < 0) i = table.columns.findIndex((c) => c.trim().toLowerCase() === name.trim().toLowerCase());
    if (i < 0) throw badRequest('invalid_input', MSG.blendColumn, field);
    return i;
  };
  const keyColumn = columnIndex(blend.key.column, 'definition.blend.key.column');
  const valueColumns = blend.measures.map((m, i) => columnIndex(m.column, `definition.blend.measures.${i}.column`));
  const { name, valueFormats } = await registerBlendTable({
    engine,
    dataset: plan.dataset,
    table,
    keyColumn,
    keyDimension: blend.key.dimension,
    valueColumns,
  });
  return { name, tableId: table.id, valueFormats };
}

/**
 * What-if first needs the last actual month; a row-level query (drill-down, distinct counts)
 * also needs the top-N members ranked beforehand (the others rank them in the same query).
 */
async function sourceOptions(engine: AnalyticsEngine, plan: AnalysisPlan, rowLevel: boolean): Promise<SourceOptions> {
  const options: SourceOptions = {};
  if (plan.definition.what_if) {
    const params = new SqlParams();
    const [row] = await engine.query(lastActualMonthSql(plan, params), params.values);
    options.lastActualMonth = (row?.last_month as string | null) ?? null;
  }
  if (plan.definition.top_n && rowLevel) {
    const params = new SqlParams();
    const rows = await engine.query(topMembersSql(plan, params), params.values);
    options.topMembers = rows.map((r) => String(r.member));
  }
  return options;
}

/** The top-N members a result shows (all but 'Other'), for the blend to group the same way. */
function topMembersIn(plan: AnalysisPlan, rows: Row[]): string[] {
  const top = plan.definition.top_n;
  if (!top) return [];
  const r = plan.rows.findIndex((d) => d.id === top.dimension);
  const key = r >= 0 ? `r${r}` : `c${plan.columns.findIndex((d) => d.id === top.dimension)}`;
  const members = new Set<string>();
  for (const row of rows) {
    const v = row[key];
    if (v !== null && v !== undefined && v !== OTHER_MEMBER) members.add(String(v));
  }
  return [...members];
}

/** Runs an analysis; identical ones over unchanged data come from the cache. */
export async function runAnalysis({
  engine,
  definition,
  entitlements,
  userTables = [],
  cache: useCache = true,
}: {
  engine: AnalyticsEngine;
  definition: AnalysisDefinition;
  entitlements: Entitlements;
  userTables?: readonly UserTable[];
  /** false computes afresh (benchmarks); the result still refreshes the cache. */
  cache?: boolean;
}): Promise<AnalysisResult> {
  const dataset = openDataset(definition.dataset, entitlements);
  const plan = planAnalysis(dataset, definition);
  const blend = await prepareBlend(engine, plan, userTables);
  await engine.whenReady();
  const dataVersion = engine.dataVersion();
  const cache = cacheOf(engine);
  const key = `${dataVersion}|${blend?.tableId ?? ''}|${normaliseDefinition(definition)}`;
  const hit = useCache ? cache.get(key) : undefined;
  if (hit) return { ...hit, meta: { ...hit.meta, cached: true } };

  const options = await sourceOptions(engine, plan, needsRowLevel(plan));
  const params = new SqlParams();
  const rows = await engine.query(analysisSql(plan, params, options, engine.maxCells), params.values);
  if (rows.length > engine.maxCells) throw tooManyCells(engine.maxCells);

  let blendRows = null;
  if (blend && plan.definition.blend) {
    const bp = new SqlParams();
    blendRows = {
      dims: blendViewDims(plan),
      rows: await engine.query(
        blendSql(plan, bp, { ...options, topMembers: options.topMembers ?? topMembersIn(plan, rows) }, blend.name),
        bp.values,
      ),
      measureCount: plan.definition.blend.measures.length,
      valueFormats: blend.valueFormats,
    };
  }
  const result = buildPivot({
    plan,
    rows,
    blend: blendRows,
    lastActualMonth: options.lastActualMonth ?? null,
    dataVersion,
  });
  if (result.meta.cell_count > engine.maxCells) throw tooManyCells(engine.maxCells);
  cache.set(key, result);
  return result;
}

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
  const dataset = openDataset(definition.dataset, entitlements);
  const title = definition.title || dataset.title;
  const table = exportTable(result);
  const content =
    format === 'csv'
      ? toCsv(table)
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
            ['Data version', result.meta.data_version],
            ['Exported', now.toISOString()],
          ],
        });
  return { fileName: exportFileName(title, format), contentType: EXPORT_CONTENT_TYPES[format], content };
}

/** The actual rows behind one cell or total, a page at a time. */
export async function drillDown({
  engine,
  definition,
  entitlements,
  cell,
  page,
  pageSize,
}: {
  engine: AnalyticsEngine;
  definition: AnalysisDefinition;
  entitlements: Entitlements;
  cell: { row: (string | null)[]; column: (string | null)[] };
  page: number;
  pageSize: number;
}): Promise<DrilldownResponse> {
  const dataset = openDataset(definition.dataset, entitlements);
  const plan = planAnalysis(dataset, definition);
  if (cell.row.length !== plan.rows.length || cell.column.length !== plan.columns.length) {
    throw badRequest('invalid_input', ANALYTICS_MSG.badCell, 'cell');
  }
  const members = [
    ...cell.row.map((member, i) => ({ dimensionId: plan.rows[i]?.id as string, member })),
    ...cell.column.map((member, i) => ({ dimensionId: plan.columns[i]?.id as string, member })),
  ].filter((c): c is { dimensionId: string; member: string } => c.member !== null);
  const options = await sourceOptions(engine, plan, true);
  const countParams = new SqlParams();
  const [count] = await engine.query(drillDownSql(plan, countParams, options, members, 'count'), countParams.values);
  const params = new SqlParams();
  const rows = await engine.query(
    drillDownSql(plan, params, options, members, { limit: pageSize, offset: (page - 1) * pageSize }),
    params.values,
  );
  return {
    columns: dataset.detailColumns.map((c) => ({ id: c.id, label: c.label, format: c.format })),
    rows: rows.map((r) =>
      dataset.detailColumns.map((c) => {
        const v = r[c.id];
        return typeof v === 'number' || typeof v === 'string' ? v : Number(v);
      }),
    ),
    total_rows: Number(count?.n ?? 0),
    page,
    page_size: pageSize,
  };
}

/** After a data load: rebuild this instance's copy (other instances notice the new version within a minute). */
export async function refreshAnalyticsCopy({ engine }: { engine: AnalyticsEngine }): Promise<void> {
  await engine.refresh();
}

// ---- the USMTO sample data ----------------------------------------------------------------

/**
 * Writes the USMTO sample data from January 2015 to the month before `now`: the default seed
 * keeps cells with orders (shard 0); `rows` asks for exactly that many rows, every cell of as
 * many shards as needed (benchmarks). Re-running gives the same rows for the same months.
 */
export async function seedUsmtoOrders({
  db,
  now = new Date(),
  rows,
}: {
  db: Db;
  now?: Date;
  rows?: number;
}): Promise<number> {
  const months = lastMonthIndex(now) + 1;
  const perShard = USMTO_CELLS_PER_MONTH * months;
  const generator = usmtoGeneratorSql('postgres', {
    fromMonth: 0,
    months,
    shards: rows === undefined ? 1 : Math.max(1, Math.ceil(rows / perShard)),
    onlyNonZero: rows === undefined,
    limitRows: rows,
  });
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await upsertUsmtoStates(
      txDb,
      USMTO_STATES.map((s) => ({ stateCode: s.code, stateName: s.name, region: s.region })),
    );
    const count = await replaceUsmtoOrders(txDb, generator);
    await bumpDatasetVersion(txDb, USMTO_ORDERS_DATASET.id, count);
    return count;
  });
}

/** False until the USMTO sample data was seeded once. */
export async function isUsmtoSeeded({ db }: { db: Db }): Promise<boolean> {
  return (await findDatasetVersion(db, USMTO_ORDERS_DATASET.id)) !== null;
}
