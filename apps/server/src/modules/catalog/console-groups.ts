// The administrator console's Catalogue → Groups (issue 19, decision 056): the launcher's groups as
// a paged list; add, rename or move, and delete one that holds no app. Each change is one
// transaction with its audit row, then the launcher's cached app lists go (they carry the group).
import {
  type ConsoleGroup,
  GROUP_EXISTS,
  type GroupFields,
  type GroupListQuery,
  groupInUse,
  NO_SUCH_GROUP,
} from '@mti/contracts/admin/console-catalogue-groups';
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit, updateVersioned } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { catalogChanged } from './catalog-cache.ts';

type Sort = GroupListQuery['sort'];
type GroupCall = { db: Db; admin: AuthenticatedUser; ip: string | null };

const groupSelect = sql`select * from (select g.group_name, g.group_sort_order, g.version,
    (select count(*)::int from catalog_apps a where a.group_name = g.group_name) as app_count
  from catalog_groups g) as groups`;

const groupListSpec: PagedListSpec<Sort> = {
  select: groupSelect,
  sortColumns: {
    group_sort_order: sql`group_sort_order`,
    group_name: sql`lower(group_name)`,
    app_count: sql`app_count`,
  },
  tieBreaker: sql`group_name`,
  searchColumns: [sql`group_name`],
};

export async function listConsoleGroups({ db, query }: { db: Db; query: GroupListQuery }) {
  const { rows, total } = await pagedList<Sort, ConsoleGroup>(db, groupListSpec, query);
  return { rows, total, page: query.page, page_size: query.page_size };
}

export const exportConsoleGroups = ({ db, query }: { db: Db; query: GroupListQuery }) =>
  allListRows<Sort, ConsoleGroup>(db, groupListSpec, query, CONSOLE_EXPORT_MAX_ROWS);

async function findGroup(db: Db, groupName: string): Promise<ConsoleGroup | null> {
  const [row] = await rowsOf<ConsoleGroup>(db, sql`${groupSelect} where group_name = ${groupName}`);
  return row ?? null;
}

async function assertNameFree(tx: Db, name: string) {
  if (await findGroup(tx, name)) throw badRequest('group_exists', GROUP_EXISTS, 'group_name');
}

/** One audited change of the groups, then the launcher's copies go. */
async function changeGroups<T>(call: GroupCall, change: (tx: Db, audit: AuditOf) => Promise<T>): Promise<T> {
  const result = await withTransaction(call.db, (tx) =>
    change(tx, (subject, before, after) =>
      writeAuditChange(tx, {
        actor: call.admin.siteId,
        action: 'admin.catalog.group',
        subject,
        ip: call.ip,
        before,
        after,
      }),
    ),
  );
  catalogChanged.announce();
  return result;
}
type AuditOf = (subject: string, before: ConsoleGroup | null, after: ConsoleGroup | null) => Promise<void>;

export async function createConsoleGroup(call: GroupCall & { fields: GroupFields }): Promise<ConsoleGroup> {
  return changeGroups(call, async (tx, audit) => {
    await assertNameFree(tx, call.fields.group_name);
    await tx.execute(
      sql`insert into catalog_groups (group_name, group_sort_order) values (${call.fields.group_name}, ${call.fields.group_sort_order})`,
    );
    const after = (await findGroup(tx, call.fields.group_name)) as ConsoleGroup;
    await audit(after.group_name, null, after);
    return after;
  });
}

/** Renames (its apps follow: the key cascades) or moves a group. */
export async function updateConsoleGroup(
  call: GroupCall & { groupName: string; version: number; fields: GroupFields },
): Promise<ConsoleGroup> {
  return changeGroups(call, async (tx, audit) => {
    const before = await findGroup(tx, call.groupName);
    if (!before) throw notFound(NO_SUCH_GROUP);
    if (call.fields.group_name !== call.groupName) await assertNameFree(tx, call.fields.group_name);
    await updateVersioned(tx, {
      table: 'catalog_groups',
      key: { column: 'group_name', value: call.groupName },
      version: call.version,
      set: call.fields,
    });
    const after = (await findGroup(tx, call.fields.group_name)) as ConsoleGroup;
    await audit(call.groupName, before, after);
    return after;
  });
}

/** Deletes a group that holds no app; refused with how many it holds otherwise. */
export async function deleteConsoleGroup(call: GroupCall & { groupName: string; version: number }): Promise<void> {
  await changeGroups(call, async (tx, audit) => {
    // Locks the group first, so that no app moves into it between the count and the delete.
    await tx.execute(sql`select 1 from catalog_groups where group_name = ${call.groupName} for update`);
    const before = await findGroup(tx, call.groupName);
    if (!before) throw notFound(NO_SUCH_GROUP);
    if (before.version !== call.version) throw staleEdit();
    if (before.app_count > 0) throw badRequest('group_in_use', groupInUse(before.app_count), 'group_name');
    await tx.execute(sql`delete from catalog_groups where group_name = ${call.groupName}`);
    await audit(call.groupName, before, null);
  });
}
