// What an analysis query needs to know before it runs: the last actual month (what-if), the partial
// periods to leave out and, for row-level queries, the top-N members ranked beforehand.
import type { PartialPeriod } from '@mti/contracts/analytics/analyzer-api';
import type { AnalysisPlan } from './analysis-plan.ts';
import { lastActualMonthSql, ranksInSql, type SourceOptions, SqlParams, topMembersSql } from './analysis-sql.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import { partialPeriodsOf } from './partial-periods.ts';

/**
 * What-if first needs the last actual month; a row-level query (drill-down, distinct counts)
 * also needs the top-N members ranked beforehand (the others rank them in the same query).
 */
export async function sourceOptions(
  engine: AnalyticsEngine,
  plan: AnalysisPlan,
  rowLevel: boolean,
): Promise<SourceOptions & { partialPeriods?: PartialPeriod[] }> {
  const options: SourceOptions & { partialPeriods?: PartialPeriod[] } = {};
  if (plan.definition.what_if) {
    const params = new SqlParams();
    const [row] = await engine.query(lastActualMonthSql(plan, params), params.values);
    options.lastActualMonth = (row?.last_month as string | null) ?? null;
  }
  const partials = await partialPeriodsOf(engine, plan, options.lastActualMonth);
  if (partials.length) {
    options.partialPeriods = partials;
    if (!plan.definition.include_partial_periods) options.leaveOut = partials;
  }
  if (plan.definition.top_n && rowLevel && ranksInSql(plan)) {
    const params = new SqlParams();
    const rows = await engine.query(topMembersSql(plan, params, options.leaveOut), params.values);
    options.topMembers = rows.map((r) => String(r.member));
  }
  return options;
}
