// This instance's DuckDB copy of the product datasets, as the other modules' data loads see it.
import type { AnalyticsEngine } from './duckdb-engine.ts';

/** After a data load: rebuild this instance's copy (other instances notice the new version within a minute). */
export async function refreshAnalyticsCopy({ engine }: { engine: AnalyticsEngine }): Promise<void> {
  await engine.refresh();
}
