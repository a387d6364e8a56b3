// Launcher announcements beyond the decommission notice (issue 19, decision 091): the console's paged
// list, add, edit and delete (versioned, each change one transaction with its audit row, then the
// launcher's copies go), and what a signed-in user's launcher shows today: those running on today's
// US Eastern date, for everyone or for one of the user's apps.

import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import {
  ANNOUNCEMENT_APP_UNKNOWN,
  type AnnouncementFields,
  type AnnouncementListQuery,
  type ConsoleAnnouncement,
  easternDate,
  type MemberAnnouncement,
  NO_SUCH_ANNOUNCEMENT,
} from '@mti/contracts/catalog/announcements';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { staleEdit, updateVersioned } from '../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { type AuditOf, auditedCatalogChange, type CatalogChangeCall } from './audited-change.ts';
import type { AppRow } from './queries.ts';

type Sort = AnnouncementListQuery['sort'];

const announcementSelect = sql`select * from (select n.id, n.title, n.body, n.starts_on::text as starts_on,
    n.ends_on::text as ends_on, n.app_keys, n.version,
    coalesce((select array_agg(a.short_name order by k.ord) from unnest(n.app_keys) with ordinality as k(key, ord)
              join catalog_apps a on a.app_key = k.key), '{}') as app_names
  from catalog_announcements n) as announcements`;

const listSpec: PagedListSpec<Sort> = {
  select: announcementSelect,
  sortColumns: { starts_on: sql`starts_on`, ends_on: sql`ends_on`, title: sql`lower(title)` },
  tieBreaker: sql`id`,
  searchColumns: [sql`title`, sql`body`, sql`array_to_string(app_names, ' ')`],
};

export async function listConsoleAnnouncements({ db, query }: { db: Db; query: AnnouncementListQuery }) {
  const { rows, total } = await pagedList<Sort, ConsoleAnnouncement>(db, listSpec, query);
  return { rows, total, page: query.page, page_size: query.page_size };
}

export const exportConsoleAnnouncements = ({ db, query }: { db: Db; query: AnnouncementListQuery }) =>
  allListRows<Sort, ConsoleAnnouncement>(db, listSpec, query, CONSOLE_EXPORT_MAX_ROWS);

async function findAnnouncement(db: Db, id: number): Promise<ConsoleAnnouncement | null> {
  const [row] = await rowsOf<ConsoleAnnouncement>(db, sql`${announcementSelect} where id = ${id}`);
  return row ?? null;
}

const appKeysArray = (keys: string[]) =>
  keys.length
    ? sql`array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** Every named app must exist; repeats are dropped, the order kept. */
async function checkedAppKeys(tx: Db, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return unique;
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from catalog_apps where app_key = any(${appKeysArray(unique)})`,
  );
  if (row?.n !== unique.length) throw badRequest('app_unknown', ANNOUNCEMENT_APP_UNKNOWN, 'app_keys');
  return unique;
}

const change = <T>(call: CatalogChangeCall, run: (tx: Db, audit: AuditOf<ConsoleAnnouncement>) => Promise<T>) =>
  auditedCatalogChange(call, 'admin.catalog.announcement', run);

export async function createConsoleAnnouncement(
  call: CatalogChangeCall & { fields: AnnouncementFields },
): Promise<ConsoleAnnouncement> {
  return change(call, async (tx, audit) => {
    const keys = await checkedAppKeys(tx, call.fields.app_keys);
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into catalog_announcements (title, body, starts_on, ends_on, app_keys)
          values (${call.fields.title}, ${call.fields.body}, ${call.fields.starts_on}, ${call.fields.ends_on},
                  ${appKeysArray(keys)}) returning id`,
    );
    const after = (await findAnnouncement(tx, row?.id as number)) as ConsoleAnnouncement;
    await audit(String(after.id), null, after);
    return after;
  });
}

export async function updateConsoleAnnouncement(
  call: CatalogChangeCall & { id: number; version: number; fields: AnnouncementFields },
): Promise<ConsoleAnnouncement> {
  return change(call, async (tx, audit) => {
    const before = await findAnnouncement(tx, call.id);
    if (!before) throw notFound(NO_SUCH_ANNOUNCEMENT);
    const keys = await checkedAppKeys(tx, call.fields.app_keys);
    await updateVersioned(tx, {
      table: 'catalog_announcements',
      key: { column: 'id', value: call.id },
      version: call.version,
      set: { ...call.fields, app_keys: appKeysArray(keys), updated_at: sql`now()` },
    });
    const after = (await findAnnouncement(tx, call.id)) as ConsoleAnnouncement;
    await audit(String(call.id), before, after);
    return after;
  });
}

export async function deleteConsoleAnnouncement(call: CatalogChangeCall & { id: number; version: number }) {
  await change(call, async (tx, audit) => {
    await tx.execute(sql`select 1 from catalog_announcements where id = ${call.id} for update`);
    const before = await findAnnouncement(tx, call.id);
    if (!before) throw notFound(NO_SUCH_ANNOUNCEMENT);
    if (before.version !== call.version) throw staleEdit();
    await tx.execute(sql`delete from catalog_announcements where id = ${call.id}`);
    await audit(String(call.id), before, null);
  });
}

/** Today's announcements for a user whose launcher lists `apps`: those for everyone or for one of them. */
export async function announcementsForApps(db: Db, apps: AppRow[], now: Date): Promise<MemberAnnouncement[]> {
  const today = easternDate(now);
  return rowsOf<MemberAnnouncement>(
    db,
    sql`select id, title, body from catalog_announcements
        where starts_on <= ${today}::date and ends_on >= ${today}::date
          and (cardinality(app_keys) = 0 or app_keys && ${appKeysArray(apps.map((a) => a.appKey))})
        order by starts_on desc, id desc`,
  );
}
