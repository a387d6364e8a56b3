// Drill-down: the actual rows behind one cell or total of an analysis, a page at a time.
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { DrilldownResponse } from '@mti/contracts/analytics/analyzer-api';
import { badRequest } from '../../platform/errors.ts';
import { planAnalysis } from './analysis-plan.ts';
import { rankedTopMembers } from './analysis-run.ts';
import { sourceOptions } from './analysis-source-options.ts';
import { drillDownSql, SqlParams } from './analysis-sql.ts';
import { ANALYTICS_MSG } from './analytics-errors.ts';
import { openDataset } from './dataset-access.ts';
import type { Entitlements } from './dataset-declaration.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import type { UserTable } from './user-tables.ts';

export type DrillDownArgs = {
  engine: AnalyticsEngine;
  /** The user's tables, for a top-N ranked by a blended column. */
  userTables?: readonly UserTable[];
  definition: AnalysisDefinition;
  entitlements: Entitlements;
  cell: { row: (string | null)[]; column: (string | null)[] };
  page: number;
  pageSize: number;
};

/** The actual rows behind one cell or total, a page at a time. */
export async function drillDown({
  engine,
  definition,
  entitlements,
  cell,
  page,
  pageSize,
  userTables = [],
}: DrillDownArgs): Promise<DrilldownResponse> {
  const dataset = await openDataset(engine, definition.dataset, entitlements);
  const plan = planAnalysis(dataset, definition);
  await engine.whenReadyWithin(dataset.id);
  if (cell.row.length !== plan.rows.length || cell.column.length !== plan.columns.length) {
    throw badRequest('invalid_input', ANALYTICS_MSG.badCell, 'cell');
  }
  const members = [
    ...cell.row.map((member, i) => ({ dimensionId: plan.rows[i]?.id as string, member })),
    ...cell.column.map((member, i) => ({ dimensionId: plan.columns[i]?.id as string, member })),
  ].filter((c): c is { dimensionId: string; member: string } => c.member !== null);
  const options = await sourceOptions(engine, plan, true);
  const ranked = await rankedTopMembers({ engine, definition, entitlements, userTables });
  if (ranked) options.topMembers = ranked;
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
        // An empty cell stays empty: Number(null) would show it as 0.
        if (v === null || v === undefined) return null;
        return typeof v === 'number' || typeof v === 'string' ? v : Number(v);
      }),
    ),
    total_rows: Number(count?.n ?? 0),
    page,
    page_size: pageSize,
  };
}
