// Tables of the analytics module (migration 0006_analytics.sql): each dataset's load version. A
// dataset's own tables are in its folder (datasets/<id>/schema.ts).
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const analyticsDatasetVersions = pgTable('analytics_dataset_versions', {
  datasetId: text('dataset_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
