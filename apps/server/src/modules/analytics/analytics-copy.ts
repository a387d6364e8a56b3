// This instance's DuckDB copy of the product datasets, as the other modules' data loads see it.
import type { AnalyticsEngine } from './duckdb-engine.ts';

/**
 * After a data load: rebuild this instance's copy of that dataset, or of all (other instances
 * notice the new version within a minute).
 */
export async function refreshAnalyticsCopy({
  engine,
  datasetId,
}: {
  engine: AnalyticsEngine;
  datasetId?: string;
}): Promise<void> {
  await engine.refresh(datasetId);
}
