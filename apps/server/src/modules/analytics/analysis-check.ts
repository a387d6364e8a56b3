// The check an analysis passes before it is stored (a saved .xanalyzer file): the same as before it
// runs, without running it — the dataset exists (404), its owner may read it (403), and every
// dimension and measure is the dataset's own (400 naming it).
import type { AnalysisDefinition } from '@mti/contracts/analytics/analysis-definition';
import type { Db } from '../../platform/db.ts';
import { planAnalysis } from './analysis-plan.ts';
import { openDataset } from './dataset-access.ts';
import type { AnalyticsEngine } from './duckdb-engine.ts';
import { entitlementsOf } from './resolve-analytics-user.ts';

export async function checkAnalysis({
  engine,
  db,
  siteId,
  definition,
}: {
  engine: AnalyticsEngine;
  db: Db;
  siteId: string;
  definition: AnalysisDefinition;
}): Promise<void> {
  const dataset = await openDataset(engine, definition.dataset, await entitlementsOf(db, siteId));
  planAnalysis(dataset, definition);
}
