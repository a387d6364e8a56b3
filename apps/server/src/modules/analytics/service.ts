// What other modules may call of the analytics service: the datasets a user may open, analyses on
// the DuckDB copy, the dataset behind an app and its release dates, and the copy's refresh after a
// data load. The analytics calls live one concern per file (dataset-access, analysis-run,
// drill-down, analysis-file, app-datasets); the module's routes import those.

export { checkAnalysis } from './analysis-check.ts';
export { runAnalysis } from './analysis-run.ts';
export { refreshAnalyticsCopy } from './analytics-copy.ts';
export { appDataRelease, listScheduledReleases, openAppDataset } from './app-datasets.ts';
export { listDatasets } from './dataset-access.ts';
export type { DataRelease, Entitlements } from './dataset-declaration.ts';
export { listCounties } from './datasets/county-manufacturing/county-geography.ts';
export { countyLeafFigures } from './datasets/county-manufacturing/county-leaf-figures.ts';
export {
  type PublishedCell,
  publishUsmtoAdvanceMonth,
} from './datasets/usmto-advance/usmto-advance-publish.ts';
export type { AnalyticsEngine, CopyLoader, EngineOptions } from './duckdb-engine.ts';
export { entitlementsOf } from './resolve-analytics-user.ts';
export type { UserTable } from './user-tables.ts';
