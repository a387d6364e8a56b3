// The administrator console's Catalogue → Apps (issue 19, decision 056): the apps as a paged list
// and the edit of one app's record. An edit runs in one transaction (versioned update and its
// audit row with before and after) and then drops the launcher's cached app lists (decision 046).

import { appImageNameProblem } from '@mti/contracts/admin/console-app-images';
import {
  type AppFields,
  type AppListQuery,
  type ConsoleApp,
  type ConsoleAppDetail,
  GROUP_UNKNOWN,
  NO_SUCH_APP,
  URL_KEY_TAKEN,
} from '@mti/contracts/admin/console-catalogue';
import { MENU_GROUP_UNKNOWN } from '@mti/contracts/admin/console-catalogue-menu-groups';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { updateVersioned } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { catalogChanged } from './catalog-cache.ts';
import { listMenuGroupNames } from './console-menu-groups.ts';

type Sort = AppListQuery['sort'];

const appSelect = sql`select a.app_key, a.app_title, a.short_name, a.url_key, a.appurl, a.target, a.app_img,
    a.group_name, g.group_sort_order, a.app_sort_order, a.menu_group_name, a.menu_sort_order, a.mti_role_name,
    a.terms_required, a.terms_url, a.status, a.is_under_maintenance, a.version
  from catalog_apps a join catalog_groups g on g.group_name = a.group_name`;

const appListSpec: PagedListSpec<Sort> = {
  select: appSelect,
  sortColumns: {
    // Launcher order: the group's place, then the app's place in it.
    group: sql`g.group_sort_order * 10000 + a.app_sort_order`,
    short_name: sql`lower(a.short_name)`,
    url_key: sql`a.url_key`,
    role: sql`a.mti_role_name`,
    menu_group: sql`lower(a.menu_group_name) || to_char(a.menu_sort_order, '0000')`,
    status: sql`a.status`,
  },
  tieBreaker: sql`a.app_key`,
  searchColumns: [
    sql`a.short_name`,
    sql`a.app_title`,
    sql`a.url_key`,
    sql`a.group_name`,
    sql`a.menu_group_name`,
    sql`a.mti_role_name`,
  ],
};

export async function listConsoleApps({ db, query }: { db: Db; query: AppListQuery }) {
  const { rows, total } = await pagedList<Sort, ConsoleApp>(db, appListSpec, query);
  return { rows, total, page: query.page, page_size: query.page_size };
}

export async function exportConsoleApps({ db, query }: { db: Db; query: AppListQuery }): Promise<ConsoleApp[]> {
  return allListRows<Sort, ConsoleApp>(db, appListSpec, query, CONSOLE_EXPORT_MAX_ROWS);
}

async function findConsoleApp(db: Db, appKey: string): Promise<ConsoleApp | null> {
  const [row] = await rowsOf<ConsoleApp>(db, sql`${appSelect} where a.app_key = ${appKey}`);
  return row ?? null;
}

async function listGroups(db: Db) {
  return rowsOf<{ group_name: string; group_sort_order: number }>(
    db,
    sql`select group_name, group_sort_order from catalog_groups order by group_sort_order, group_name`,
  );
}

export async function getConsoleApp({ db, appKey }: { db: Db; appKey: string }): Promise<ConsoleAppDetail> {
  const app = await findConsoleApp(db, appKey);
  if (!app) throw notFound(NO_SUCH_APP);
  return {
    app,
    groups: await listGroups(db),
    menu_groups: await listMenuGroupNames(db),
    uploaded_images: await listUploadedImageNames(db),
  };
}

async function listUploadedImageNames(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ file_name: string }>(
    db,
    sql`select file_name from catalog_app_images order by file_name`,
  );
  return rows.map((r) => r.file_name);
}

/** A hand-typed image name must be a shipped or an uploaded image, or the member's card shows a broken one. */
async function assertImageExists(tx: Db, appImg: string) {
  const [stored] = await rowsOf<{ file_name: string }>(
    tx,
    sql`select file_name from catalog_app_images where file_name = ${appImg.trim()} for share`,
  );
  const problem = appImageNameProblem(appImg, stored ? [stored.file_name] : []);
  if (problem) throw badRequest('image_unknown', problem, 'app_img');
}

/** Refusals the schema cannot know: a group, menu group or image that does not exist, a URL key another app of the role uses. */
async function assertFieldsFit(tx: Db, appKey: string, fields: AppFields) {
  const [group] = await rowsOf(tx, sql`select 1 from catalog_groups where group_name = ${fields.group_name}`);
  if (!group) throw badRequest('group_unknown', GROUP_UNKNOWN, 'group_name');
  const [menuGroup] = await rowsOf(
    tx,
    sql`select 1 from catalog_menu_groups where menu_group_name = ${fields.menu_group_name} for share`,
  );
  if (!menuGroup) throw badRequest('menu_group_unknown', MENU_GROUP_UNKNOWN, 'menu_group_name');
  const [clash] = await rowsOf(
    tx,
    sql`select 1 from catalog_apps where url_key = ${fields.url_key} and mti_role_name = ${fields.mti_role_name}
          and app_key <> ${appKey}`,
  );
  if (clash) throw badRequest('url_key_taken', URL_KEY_TAKEN, 'url_key');
  await assertImageExists(tx, fields.app_img);
}

/** Saves one app's record as the console edited it; 409 stale when another edit came first. */
export async function updateConsoleApp({
  db,
  admin,
  ip,
  appKey,
  version,
  fields,
}: {
  db: Db;
  admin: AuthenticatedUser;
  ip: string | null;
  appKey: string;
  version: number;
  fields: AppFields;
}): Promise<ConsoleAppDetail> {
  await withTransaction(db, async (tx) => {
    const before = await findConsoleApp(tx, appKey);
    if (!before) throw notFound(NO_SUCH_APP);
    await assertFieldsFit(tx, appKey, fields);
    await updateVersioned(tx, {
      table: 'catalog_apps',
      key: { column: 'app_key', value: appKey },
      version,
      set: { ...fields, terms_url: fields.terms_url || null, updated_at: sql`now()` },
    });
    await writeAuditChange(tx, {
      actor: admin.siteId,
      action: 'admin.catalog.app',
      subject: appKey,
      ip,
      before,
      after: (await findConsoleApp(tx, appKey)) as ConsoleApp,
    });
  });
  catalogChanged.announce(); // after the commit: members' launchers read the new record at once
  return getConsoleApp({ db, appKey });
}
