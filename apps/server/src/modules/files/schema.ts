// Tables of the file repository (migration 0009_files.sql).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/column-types.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const repositoryFiles = pgTable(
  'repository_files',
  {
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
  },
  (t) => [
    foreignKey({ name: 'repository_files_parent_id_fkey', columns: [t.parentId], foreignColumns: [t.id] }).onDelete(
      'cascade',
    ),
    check(
      'repository_files_name_check',
      sql`${t.name} <> '' and position('/' in ${t.name}) = 0 and position(':' in ${t.name}) = 0`,
    ),
    check('repository_files_check', sql`${t.parentId} is not null or ${t.isFolder}`),
    uniqueIndex('repository_files_home_idx').on(t.ownerSiteId).where(sql`${t.parentId} is null`),
    // Names are unique in a folder among the items not in the trash, whatever their letter case.
    uniqueIndex('repository_files_live_name_idx')
      .on(t.parentId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null and ${t.parentId} is not null`),
    index('repository_files_trash_idx').on(t.ownerSiteId).where(sql`${t.deletedAt} is not null`),
    index('repository_files_deleted_at_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    index('repository_files_parent_idx').on(t.parentId),
  ],
);

export const repositoryFileContents = pgTable(
  'repository_file_contents',
  {
    fileId: text('file_id').primaryKey(),
    // queries.ts reads and writes it as hex text (see there why).
    content: bytea('content').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'repository_file_contents_file_id_fkey',
      columns: [t.fileId],
      foreignColumns: [repositoryFiles.id],
    }).onDelete('cascade'),
  ],
);

/** lower(name), as the unique index compares names. */
export const lowerName = sql`lower(${repositoryFiles.name})`;

/**
 * A file shared with its owner's organisation (decision 041): one row per shared file, read-only
 * or editable. The organisation is the owner's when they shared it; a colleague of that
 * organisation reaches the file while it is out of the trash.
 */
export const repositoryFileShares = pgTable(
  'repository_file_shares',
  {
    fileId: text('file_id').primaryKey(),
    organization: text('organization').notNull(),
    access: text('access').$type<'read' | 'edit'>().notNull(),
    sharedAt: at('shared_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'repository_file_shares_file_id_fkey',
      columns: [t.fileId],
      foreignColumns: [repositoryFiles.id],
    }).onDelete('cascade'),
    check('repository_file_shares_access_check', sql`${t.access} in ('read', 'edit')`),
    check('repository_file_shares_organization_check', sql`${t.organization} <> ''`),
    index('repository_file_shares_organization_idx').on(t.organization),
  ],
);
