// Running an analysis on the DuckDB copy: the plan, the blended user table, the query, the pivot,
// and the cache of results over unchanged data.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import { MSG, OTHER_MEMBER } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { badRequest } from '../../platform/errors.ts';
import { type AnalysisPlan, planAnalysis } from './analysis-plan.ts';
import { sourceOptions } from './analysis-source-options.ts';
import { analysisSql, needsRowLevel, SqlParams } from './analysis-sql.ts';
import { tooManyCells } from './analytics-errors.ts';
import { blendSql, blendViewDims } from './blend-sql.ts';
import { openDataset } from './dataset-access.ts';
import type { Entitlements } from './dataset-declaration.ts';
import type { AnalyticsEngine, Row } from './duckdb-engine.ts';
import { buildPivot } from './pivot-result.ts';
import { createQueryCache, normaliseDefinition } from './query-cache.ts';
import { chooseRollup } from './rollups.ts';
import { alignedCells, baseCaseDefinition } from './scenario-base.ts';
import { rankingDefinition, topMembersOf } from './top-n-by-result.ts';
import { registerBlendTable, type UserTable } from './user-tables.ts';

const caches = new WeakMap<AnalyticsEngine, ReturnType<typeof createQueryCache<AnalysisResult>>>();
function cacheOf(engine: AnalyticsEngine) {
  let cache = caches.get(engine);
  if (!cache) {
    const created = createQueryCache<AnalysisResult>({ weigh: (r) => r.meta.cell_count });
    // Entries name their dataset and its version: a reload of one dataset leaves the others' results.
    engine.onReload((datasetId) => created.clearWhere((key) => key.startsWith(`${datasetId}|`)));
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

/**
 * The top-N members when the ranking measure is a blended column or a calculation (ranked by a
 * first run, see top-n-by-result.ts); undefined when SQL ranks them itself.
 */
export async function rankedTopMembers(args: {
  engine: AnalyticsEngine;
  definition: AnalysisDefinition;
  entitlements: Entitlements;
  userTables?: readonly UserTable[];
  /** As the run it ranks for (a benchmark with the cache off ranks afresh too). */
  cache?: boolean;
  rollups?: boolean;
}): Promise<string[] | undefined> {
  const top = args.definition.top_n;
  if (!top || args.definition.measures.some((m) => m.id === top.measure)) return undefined;
  const ranking = await runAnalysis({ ...args, definition: rankingDefinition(args.definition) });
  return topMembersOf(ranking, top.measure, top.n);
}

/** Runs an analysis; identical ones over unchanged data come from the cache. */
export async function runAnalysis({
  engine,
  definition,
  entitlements,
  userTables = [],
  cache: useCache = true,
  rollups: useRollups = true,
}: {
  engine: AnalyticsEngine;
  definition: AnalysisDefinition;
  entitlements: Entitlements;
  userTables?: readonly UserTable[];
  /** false computes afresh (benchmarks); the result still refreshes the cache. */
  cache?: boolean;
  /** false reads the facts even where a summary covers the analysis (tests compare both). */
  rollups?: boolean;
}): Promise<AnalysisResult> {
  const dataset = await openDataset(engine, definition.dataset, entitlements);
  const plan = planAnalysis(dataset, definition);
  const blend = await prepareBlend(engine, plan, userTables);
  await engine.whenReadyWithin(dataset.id);
  const dataVersion = engine.dataVersion(dataset.id);
  const cache = cacheOf(engine);
  const key = `${dataset.id}|${dataVersion}|${blend?.tableId ?? ''}|${normaliseDefinition(definition)}`;
  const hit = useCache ? cache.get(key) : undefined;
  if (hit) return { ...hit, meta: { ...hit.meta, cached: true } };

  const rowLevel = needsRowLevel(plan);
  const options = await sourceOptions(engine, plan, rowLevel);
  const ranked = await rankedTopMembers({
    engine,
    definition,
    entitlements,
    userTables,
    cache: useCache,
    rollups: useRollups,
  });
  if (ranked) options.topMembers = ranked;
  // A row-level analysis (distinct counts) may still read a distinct-value summary (rollups.ts).
  const rollup = useRollups ? chooseRollup(plan, engine.rollupsOf(dataset.id)) : undefined;
  if (rollup) options.rollup = rollup;
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
  if (options.partialPeriods) result.partial_periods = options.partialPeriods;
  const base = baseCaseDefinition(definition);
  if (result.scenario && base) {
    const baseResult = await runAnalysis({
      engine,
      definition: base,
      entitlements,
      userTables,
      cache: useCache,
      rollups: useRollups,
    });
    result.scenario.base_cells = alignedCells(result, baseResult, baseResult.cells);
    result.scenario.base_projected_cells = alignedCells(
      result,
      baseResult,
      baseResult.scenario?.projected_cells ?? baseResult.cells,
    );
  }
  cache.set(key, result);
  return result;
}
