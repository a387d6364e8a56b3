// Tables of the file repository (migration 0009_files.sql).
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea; queries.ts reads and writes it as hex text (see there why). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const repositoryFiles = pgTable('repository_files', {
  id: text('id').primaryKey(),
  ownerSiteId: text('owner_site_id').notNull(),
  /** null for a home folder. */
  parentId: text('parent_id'),
  name: text('name').notNull(),
  isFolder: boolean('is_folder').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  modifiedAt: at('modified_at').notNull().defaultNow(),
  deletedAt: at('deleted_at'),
  tableColumns: jsonb('table_columns').$type<string[]>(),
  tableRowCount: integer('table_row_count'),
});

export const repositoryFileContents = pgTable('repository_file_contents', {
  fileId: text('file_id').primaryKey(),
  content: bytea('content').notNull(),
});

/** lower(name), as the unique index compares names. */
export const lowerName = sql`lower(${repositoryFiles.name})`;
