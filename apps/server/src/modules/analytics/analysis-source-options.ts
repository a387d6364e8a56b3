// What an analysis query needs to know before it runs: the last actual month (what-if) and, for
// row-level queries, the top-N members ranked beforehand.
import type { AnalysisPlan } from './analysis-plan.ts';
import { lastActualMonthSql, ranksInSql, type SourceOptions, SqlParams, topMembersSql } from './analysis-sql.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';

/**
 * What-if first needs the last actual month; a row-level query (drill-down, distinct counts)
 * also needs the top-N members ranked beforehand (the others rank them in the same query).
 */
export async function sourceOptions(
  engine: AnalyticsEngine,
  plan: AnalysisPlan,
  rowLevel: boolean,
): Promise<SourceOptions> {
  const options: SourceOptions = {};
  if (plan.definition.what_if) {
    const params = new SqlParams();
    const [row] = await engine.query(lastActualMonthSql(plan, params), params.values);
    options.lastActualMonth = (row?.last_month as string | null) ?? null;
  }
  if (plan.definition.top_n && rowLevel && ranksInSql(plan)) {
    const params = new SqlParams();
    const rows = await engine.query(topMembersSql(plan, params), params.values);
    options.topMembers = rows.map((r) => String(r.member));
  }
  return options;
}
