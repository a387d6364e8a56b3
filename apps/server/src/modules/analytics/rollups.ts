// Summary tables built at each load of a dataset's copy (its declared `rollups`): the facts summed,
// counted and bounded per month and a few text columns, so that an analysis whose dimensions and
// filters they cover reads thousands of rows instead of millions. Only integer measures are
// summarised, so that a total from a summary is exactly the total from the rows (integer sums do
// not depend on their order; floating-point sums would). An analysis that needs the rows (distinct
// counts, counts of a dimension, what-if projections) never uses one. See docs/decisions/035.
// Distinct counts of a measure read a distinct-value summary instead: one row per combination of
// its columns and value of the measure, so `count(distinct …)` over it is exactly the count over
// the rows for any grouping and filter of those columns (decision 092).
import type { DuckDBConnection } from '@duckdb/node-api';
import type { AnalysisPlan } from './analysis-plan.ts';
import type { DatasetDef } from './dataset-declaration.ts';

/** One summary table of a dataset's copy. */
export type Rollup = {
  table: string;
  /** The copy's columns it keeps (the date column first, when the dataset has one). */
  columns: readonly string[];
  /** The measure columns it summarises as <column>__sum, __count, __min and __max. */
  measures: readonly string[];
  rows: number;
  /**
   * Set on a distinct-value summary: the measure column it keeps as it is (one row per combination
   * of `columns` and value), for distinct counts of it; `measures` then names that column alone.
   */
  distinctOf?: string;
};

/** A distinct-value summary is kept only while it has at most this share of the facts' rows. */
const DISTINCT_MAX_SHARE = 0.25;

const INTEGER_TYPES = new Set([
  'TINYINT',
  'SMALLINT',
  'INTEGER',
  'BIGINT',
  'HUGEINT',
  'UTINYINT',
  'USMALLINT',
  'UINTEGER',
  'UBIGINT',
]);

/** The partial aggregates a summary keeps of a measure column. */
export function rollupColumns(measure: string): { sum: string; count: string; min: string; max: string } {
  return { sum: `${measure}__sum`, count: `${measure}__count`, min: `${measure}__min`, max: `${measure}__max` };
}

/**
 * Builds the dataset's declared summaries over its fact table as it is now, each from the smallest
 * one already built that holds its columns (the finest from the facts). Table names carry `generation`
 * so that the summaries of the previous load stay readable until the engine switches over.
 */
export async function buildRollups(
  connection: DuckDBConnection,
  dataset: DatasetDef,
  generation: number,
): Promise<Rollup[]> {
  const declared = dataset.rollups ?? [];
  if (declared.length === 0) return [];
  const typed = await connection.runAndReadAll(
    `select column_name, data_type from duckdb_columns() where table_name = $1 and schema_name = 'main'`,
    [dataset.table],
  );
  const typeOf = new Map(typed.getRows().map(([n, t]) => [String(n), String(t)]));
  const measures = [...new Set(dataset.measures.map((m) => m.column))].filter((c) =>
    INTEGER_TYPES.has(typeOf.get(c) ?? ''),
  );
  if (measures.length === 0) return [];
  const period = dataset.periodColumn ? [dataset.periodColumn] : [];
  // Finest first: a coarser summary is then built from a finer one.
  const wanted = declared.map((cols) => [...period, ...cols]).sort((a, b) => b.length - a.length);
  const built: Rollup[] = [];
  for (const [i, columns] of wanted.entries()) {
    const from = smallestCovering(built, columns, measures);
    const table = `${dataset.table}__rollup_${generation}_${i}`;
    const aggregates = measures.flatMap((m) => {
      const out = rollupColumns(m);
      if (!from)
        return [
          `sum(${m}) as ${out.sum}`,
          `count(${m}) as ${out.count}`,
          `min(${m}) as ${out.min}`,
          `max(${m}) as ${out.max}`,
        ];
      return [
        `sum(${out.sum}) as ${out.sum}`,
        `sum(${out.count}) as ${out.count}`,
        `min(${out.min}) as ${out.min}`,
        `max(${out.max}) as ${out.max}`,
      ];
    });
    const keys = columns.join(', ');
    await connection.run(`create or replace table ${table} as
      select ${keys}, ${aggregates.join(', ')} from ${from?.table ?? dataset.table} group by ${keys}`);
    const counted = await connection.runAndReadAll(`select cast(count(*) as bigint) from ${table}`);
    built.push({ table, columns, measures, rows: Number(counted.getRows()[0]?.[0] ?? 0) });
  }
  return [...built, ...(await buildDistinctRollups(connection, dataset, generation, wanted, measures))];
}

/**
 * The distinct-value summaries of each measure with few distinct values, for every declared column
 * set, each from the smallest one already built for the measure (the finest from the facts). One
 * larger than a quarter of the facts is dropped once the coarser ones are built from it: reading it
 * would save little.
 */
async function buildDistinctRollups(
  connection: DuckDBConnection,
  dataset: DatasetDef,
  generation: number,
  wanted: readonly (readonly string[])[],
  measures: readonly string[],
): Promise<Rollup[]> {
  // One scan estimates the coarsest summary of each measure: a measure with about as many values
  // as rows (an amount in dollars) gets none, and costs no build.
  const coarsest = wanted.at(-1) ?? [];
  const counted = await connection.runAndReadAll(
    `select cast(count(*) as bigint), ${measures
      .map((m) => `cast(approx_count_distinct(hash(${[...coarsest, m].join(', ')})) as bigint)`)
      .join(', ')} from ${dataset.table}`,
  );
  const [factRows = 0, ...estimated] = (counted.getRows()[0] ?? []).map(Number);
  const kept: Rollup[] = [];
  for (const [mi, measure] of measures.entries()) {
    if ((estimated[mi] ?? Number.POSITIVE_INFINITY) > factRows * DISTINCT_MAX_SHARE) continue;
    const built: Rollup[] = [];
    for (const [i, columns] of wanted.entries()) {
      const from = smallestCovering(built, columns, [measure], measure);
      const table = `${dataset.table}__distinct_${generation}_${mi}_${i}`;
      const keys = [...columns, measure].join(', ');
      await connection.run(
        `create or replace table ${table} as select ${keys} from ${from?.table ?? dataset.table} group by ${keys}`,
      );
      const rows = await connection.runAndReadAll(`select cast(count(*) as bigint) from ${table}`);
      built.push({
        table,
        columns,
        measures: [measure],
        rows: Number(rows.getRows()[0]?.[0] ?? 0),
        distinctOf: measure,
      });
    }
    for (const r of built) {
      if (r.rows <= factRows * DISTINCT_MAX_SHARE) kept.push(r);
      else await connection.run(`drop table if exists ${r.table}`);
    }
  }
  return kept;
}

/** Drops the summaries of an older load (a query still reading one keeps it until it ends). */
export async function dropRollups(connection: DuckDBConnection, rollups: readonly Rollup[]): Promise<void> {
  for (const r of rollups) await connection.run(`drop table if exists ${r.table}`).catch(() => {});
}

function smallestCovering(
  rollups: readonly Rollup[],
  columns: readonly string[],
  measures: readonly string[],
  distinctOf?: string,
) {
  return rollups
    .filter((r) => r.distinctOf === distinctOf)
    .filter((r) => columns.every((c) => r.columns.includes(c)) && measures.every((m) => r.measures.includes(m)))
    .sort((a, b) => a.rows - b.rows)[0];
}

/**
 * The copy's columns an analysis reads, or null when it needs the rows themselves. `distinctOf`:
 * it counts distinct values of that one measure column, and nothing else.
 */
function columnsRead(plan: AnalysisPlan): { columns: string[]; measures: string[]; distinctOf?: string } | null {
  const { definition, dataset } = plan;
  if (definition.what_if) return null;
  const measureColumns = new Set(dataset.measures.map((m) => m.column));
  const measures: string[] = [];
  const distinct = new Set<string>();
  for (const m of plan.measures) {
    // A count of a dimension counts rows of it.
    if (!measureColumns.has(m.column) || m.source !== m.column) return null;
    if (m.aggregate === 'count_distinct') distinct.add(m.column);
    measures.push(m.column);
  }
  // A distinct count does not add up from partial aggregates: only a distinct-value summary of its
  // one measure serves, and only when no other aggregate is asked beside it.
  const distinctOf =
    distinct.size === 1 && plan.measures.every((m) => m.aggregate === 'count_distinct') ? measures[0] : undefined;
  if (distinct.size > 0 && !distinctOf) return null;
  const dimensionColumn = (id: string) => dataset.dimensions.find((d) => d.id === id)?.column;
  const ids = [
    ...plan.rows.map((d) => d.id),
    ...plan.columns.map((d) => d.id),
    ...plan.dimensionAliases.keys(),
    ...definition.filters.members.map((f) => f.dimension),
    ...(definition.top_n ? [definition.top_n.dimension] : []),
    ...(definition.blend ? [definition.blend.key.dimension] : []),
  ];
  const columns = ids.map(dimensionColumn);
  if (columns.some((c) => c === undefined)) return null;
  if (dataset.periodColumn) columns.push(dataset.periodColumn);
  const read = { columns: [...new Set(columns as string[])], measures: [...new Set(measures)] };
  return distinctOf ? { ...read, distinctOf } : read;
}

/** The smallest summary that holds every column the analysis reads, or undefined (read the facts). */
export function chooseRollup(plan: AnalysisPlan, rollups: readonly Rollup[]): Rollup | undefined {
  const read = columnsRead(plan);
  if (!read) return undefined;
  return smallestCovering(rollups, read.columns, read.measures, read.distinctOf);
}
