// What other modules may call of the analytics service: the datasets a user may open, analyses on
// the DuckDB copy, and the copy's refresh after a data load. The analytics calls live one concern per
// file (dataset-access, analysis-run, drill-down, analysis-file); the module's routes import those.

export { runAnalysis } from './analysis-run.ts';
export { refreshAnalyticsCopy } from './analytics-copy.ts';
export { listDatasets } from './dataset-access.ts';
export type { Entitlements } from './datasets.ts';
export type { AnalyticsEngine, CopyLoader, EngineOptions } from './duckdb-engine.ts';
export type { UserTable } from './user-tables.ts';
