// The administrator console's Catalogue → Menu groups (spec §3 "menu group", issue 19, decision 084):
// the role menus' groups as a paged list; add, rename or move, and delete one that no app names. Each
// change is one transaction with its audit row, then the launcher's cached copies go.
import {
  type ConsoleMenuGroup,
  MENU_GROUP_EXISTS,
  type MenuGroupFields,
  type MenuGroupListQuery,
  menuGroupInUse,
  NO_SUCH_MENU_GROUP,
} from '@mti/contracts/admin/console-catalogue-menu-groups';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit, updateVersioned } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { type AuditOf, auditedCatalogChange, type CatalogChangeCall } from './audited-change.ts';

type Sort = MenuGroupListQuery['sort'];
type MenuGroupCall = CatalogChangeCall;

const menuGroupSelect = sql`select * from (select m.menu_group_name, m.menu_group_sort_order, m.version,
    (select count(*)::int from catalog_apps a where a.menu_group_name = m.menu_group_name) as app_count,
    coalesce((select string_agg(distinct a.mti_role_name, ', ') from catalog_apps a
              where a.menu_group_name = m.menu_group_name), '') as roles
  from catalog_menu_groups m) as menu_groups`;

const menuGroupListSpec: PagedListSpec<Sort> = {
  select: menuGroupSelect,
  sortColumns: {
    menu_group_sort_order: sql`menu_group_sort_order`,
    menu_group_name: sql`lower(menu_group_name)`,
    app_count: sql`app_count`,
  },
  tieBreaker: sql`menu_group_name`,
  searchColumns: [sql`menu_group_name`, sql`roles`],
};

export async function listConsoleMenuGroups({ db, query }: { db: Db; query: MenuGroupListQuery }) {
  const { rows, total } = await pagedList<Sort, ConsoleMenuGroup>(db, menuGroupListSpec, query);
  return { rows, total, page: query.page, page_size: query.page_size };
}

export const exportConsoleMenuGroups = ({ db, query }: { db: Db; query: MenuGroupListQuery }) =>
  allListRows<Sort, ConsoleMenuGroup>(db, menuGroupListSpec, query, CONSOLE_EXPORT_MAX_ROWS);

async function findMenuGroup(db: Db, name: string): Promise<ConsoleMenuGroup | null> {
  const [row] = await rowsOf<ConsoleMenuGroup>(db, sql`${menuGroupSelect} where menu_group_name = ${name}`);
  return row ?? null;
}

/** Every menu group in menu order: what an app's edit screen offers. */
export async function listMenuGroupNames(
  db: Db,
): Promise<{ menu_group_name: string; menu_group_sort_order: number }[]> {
  return rowsOf(
    db,
    sql`select menu_group_name, menu_group_sort_order from catalog_menu_groups
        order by menu_group_sort_order, menu_group_name`,
  );
}

async function assertNameFree(tx: Db, name: string) {
  if (await findMenuGroup(tx, name)) throw badRequest('menu_group_exists', MENU_GROUP_EXISTS, 'menu_group_name');
}

/** One audited change of the menu groups, then the launcher's copies go. */
const changeMenuGroups = <T>(call: MenuGroupCall, change: (tx: Db, audit: AuditOf<ConsoleMenuGroup>) => Promise<T>) =>
  auditedCatalogChange(call, 'admin.catalog.menu_group', change);

export async function createConsoleMenuGroup(
  call: MenuGroupCall & { fields: MenuGroupFields },
): Promise<ConsoleMenuGroup> {
  return changeMenuGroups(call, async (tx, audit) => {
    await assertNameFree(tx, call.fields.menu_group_name);
    await tx.execute(
      sql`insert into catalog_menu_groups (menu_group_name, menu_group_sort_order)
          values (${call.fields.menu_group_name}, ${call.fields.menu_group_sort_order})`,
    );
    const after = (await findMenuGroup(tx, call.fields.menu_group_name)) as ConsoleMenuGroup;
    await audit(after.menu_group_name, null, after);
    return after;
  });
}

/** Renames (its apps follow: the key cascades) or moves a menu group. */
export async function updateConsoleMenuGroup(
  call: MenuGroupCall & { menuGroupName: string; version: number; fields: MenuGroupFields },
): Promise<ConsoleMenuGroup> {
  return changeMenuGroups(call, async (tx, audit) => {
    const before = await findMenuGroup(tx, call.menuGroupName);
    if (!before) throw notFound(NO_SUCH_MENU_GROUP);
    if (call.fields.menu_group_name !== call.menuGroupName) await assertNameFree(tx, call.fields.menu_group_name);
    await updateVersioned(tx, {
      table: 'catalog_menu_groups',
      key: { column: 'menu_group_name', value: call.menuGroupName },
      version: call.version,
      set: call.fields,
    });
    const after = (await findMenuGroup(tx, call.fields.menu_group_name)) as ConsoleMenuGroup;
    await audit(call.menuGroupName, before, after);
    return after;
  });
}

/** Deletes a menu group no app names; refused with how many apps name it otherwise. */
export async function deleteConsoleMenuGroup(
  call: MenuGroupCall & { menuGroupName: string; version: number },
): Promise<void> {
  await changeMenuGroups(call, async (tx, audit) => {
    // Locks the row first: an app edit naming it (a foreign key check) waits for the delete.
    await tx.execute(sql`select 1 from catalog_menu_groups where menu_group_name = ${call.menuGroupName} for update`);
    const before = await findMenuGroup(tx, call.menuGroupName);
    if (!before) throw notFound(NO_SUCH_MENU_GROUP);
    if (before.version !== call.version) throw staleEdit();
    if (before.app_count > 0) {
      throw badRequest('menu_group_in_use', menuGroupInUse(before.app_count), 'menu_group_name');
    }
    await tx.execute(sql`delete from catalog_menu_groups where menu_group_name = ${call.menuGroupName}`);
    await audit(call.menuGroupName, before, null);
  });
}
