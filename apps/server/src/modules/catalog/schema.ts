// Tables of the catalog module (migration 0004_catalog.sql).
import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../platform/column-types.ts';
import { users } from '../identity/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const catalogGroups = pgTable('catalog_groups', {
  groupName: text('group_name').primaryKey(),
  groupSortOrder: integer('group_sort_order').notNull(),
  /** Optimistic locking for the admin console (decision 056). */
  version: integer('version').notNull().default(1),
});

/**
 * The role menus' groups as records (spec §3 "menu group", issue 19): a name and its place in a
 * menu. Apps name their menu group; a rename follows into them (the key cascades on update).
 */
export const catalogMenuGroups = pgTable('catalog_menu_groups', {
  menuGroupName: text('menu_group_name').primaryKey(),
  menuGroupSortOrder: integer('menu_group_sort_order').notNull(),
  version: integer('version').notNull().default(1),
});

/**
 * Launcher images uploaded in the console (decision 091), kept in the database so that every
 * instance and a restart serve them. The name is the content's hash: an app's `app_img` names it,
 * and a new image gets a new name, so its address can be cached for good.
 */
export const catalogAppImages = pgTable('catalog_app_images', {
  fileName: text('file_name').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by'),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
});

/**
 * Launcher announcements beyond the decommission notice (decision 091): shown from `starts_on` to
 * `ends_on` (US Eastern dates, both included) to everyone, or to members who have one of `app_keys`.
 */
export const catalogAnnouncements = pgTable(
  'catalog_announcements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    appKeys: text('app_keys').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('catalog_announcements_dates').on(t.endsOn, t.startsOn)],
);

export const catalogApps = pgTable(
  'catalog_apps',
  {
    appKey: text('app_key').primaryKey(),
    groupName: text('group_name').notNull(),
    appTitle: text('app_title').notNull(),
    appImg: text('app_img').notNull(),
    appurl: text('appurl').notNull(),
    target: text('target').notNull().default('_self'),
    termsRequired: boolean('terms_required').notNull().default(false),
    termsUrl: text('terms_url'),
    isUnderMaintenance: boolean('is_under_maintenance').notNull().default(false),
    maintenanceText: text('maintenance_text'),
    maintenanceStart: at('maintenance_start'),
    maintenanceEnd: at('maintenance_end'),
    appSortOrder: integer('app_sort_order').notNull(),
    mtiRoleName: text('mti_role_name').notNull(),
    menuGroupName: text('menu_group_name').notNull(),
    menuSortOrder: integer('menu_sort_order').notNull(),
    shortName: text('short_name').notNull(),
    urlKey: text('url_key').notNull(),
    status: integer('status').notNull().default(1),
    /** Optimistic locking for the admin console: an edit names the version it started from. */
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'catalog_apps_group_name_fkey',
      columns: [t.groupName],
      foreignColumns: [catalogGroups.groupName],
    }).onUpdate('cascade'),
    foreignKey({
      name: 'catalog_apps_menu_group_name_fkey',
      columns: [t.menuGroupName],
      foreignColumns: [catalogMenuGroups.menuGroupName],
    }).onUpdate('cascade'),
    index('catalog_apps_role').on(t.mtiRoleName, t.status),
  ],
);

export const catalogTermsAcceptances = pgTable(
  'catalog_terms_acceptances',
  {
    siteId: text('site_id').notNull(),
    termsKey: text('terms_key').notNull(),
    /** The terms text version accepted (decision 078); rows from before versions are version 1. */
    termsVersion: integer('terms_version').notNull().default(1),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    // One row per version accepted: the console lists who accepted which version, and when.
    primaryKey({ name: 'catalog_terms_acceptances_pkey', columns: [t.siteId, t.termsKey, t.termsVersion] }),
    foreignKey({
      name: 'catalog_terms_acceptances_site_id_fkey',
      columns: [t.siteId],
      foreignColumns: [users.siteId],
    }).onDelete('cascade'),
  ],
);

/** An app's terms text by version (decision 078): publishing adds a version, never rewrites one. */
export const catalogTermsTexts = pgTable(
  'catalog_terms_texts',
  {
    termsKey: text('terms_key').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    /** The administrator's site id; null for the seeded first version. */
    publishedBy: text('published_by'),
  },
  (t) => [primaryKey({ name: 'catalog_terms_texts_pkey', columns: [t.termsKey, t.version] })],
);
