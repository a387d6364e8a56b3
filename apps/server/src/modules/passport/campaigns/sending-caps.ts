// The per-company daily sending cap (issue 16), set by an administrator: the console's list and
// form (the only ones since decision 099). What senders reserve from it is daily-quota.ts.
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import {
  DEFAULT_DAILY_CAP,
  type SendingCap,
  type SendingCapListQuery,
  type SendingCapListResponse,
  UNKNOWN_COMPANY,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { writeAuditChange } from '../../../platform/audit.ts';
import { rowsOf, withTransaction } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { staleEdit } from '../../../platform/optimistic-lock.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../../platform/paged-list.ts';
import { type AdminCall, requireAdministrator } from '../admin-service.ts';

type StoredCap = {
  id: number;
  name: string;
  daily_cap: number;
  sent_today: number;
  held_campaigns: number;
  version: number;
};

/** One row per company: its cap (the default when never set), today's sends (UTC) and held campaigns. */
const capsSelect = sql`select * from (select co.id, co.name, coalesce(c.daily_cap, ${DEFAULT_DAILY_CAP})::int as daily_cap,
      coalesce(c.version, 0)::int as version,
      (select count(*) from passport_campaign_sends s join passport_campaigns k on k.id = s.campaign_id
        where k.company_id = co.id and s.state = 'sent' and s.sent_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as sent_today,
      (select count(*) from passport_campaigns k
        where k.company_id = co.id and k.status = 'running' and k.held_until > now())::int as held_campaigns
    from passport_companies co left join passport_sending_caps c on c.company_id = co.id) as caps`;

const capOf = (r: StoredCap): SendingCap => ({
  company_id: Number(r.id),
  company_name: r.name,
  daily_cap: r.daily_cap,
  sent_today: r.sent_today,
  held_campaigns: r.held_campaigns,
  version: r.version,
});

type Sort = SendingCapListQuery['sort'];

/** The console's list (issue 19, decision 050): every company, paged, sorted and searched in SQL. */
const listSpec: PagedListSpec<Sort> = {
  select: capsSelect,
  sortColumns: { company_name: sql`lower(name)`, daily_cap: sql`daily_cap`, sent_today: sql`sent_today` },
  tieBreaker: sql`id`,
  searchColumns: [sql`name`],
};

export async function pageOfSendingCaps(
  call: AdminCall & { query: SendingCapListQuery },
): Promise<SendingCapListResponse> {
  await requireAdministrator(call);
  const { rows, total } = await pagedList<Sort, StoredCap>(call.db, listSpec, call.query);
  return { rows: rows.map(capOf), total, page: call.query.page, page_size: call.query.page_size };
}

/** Every company the same query matches, in its order: the CSV. */
export async function allSendingCaps(call: AdminCall & { query: SendingCapListQuery }): Promise<SendingCap[]> {
  await requireAdministrator(call);
  const rows = await allListRows<Sort, StoredCap>(call.db, listSpec, call.query, CONSOLE_EXPORT_MAX_ROWS);
  return rows.map(capOf);
}

/** Versioned (decision 050's optimistic locking): `version` is what the administrator saw, 0 for the default cap. */
export async function setSendingCap(
  call: AdminCall & { companyId: number; dailyCap: number; version: number },
): Promise<SendingCap> {
  await requireAdministrator(call);
  const { db, user, companyId, dailyCap, version, ip } = call;
  await withTransaction(db, async (tx) => {
    // The company row's lock serialises two first settings too (no caps row to lock yet).
    const [company] = await rowsOf<{ id: number; daily_cap: number; version: number }>(
      tx,
      sql`select co.id, coalesce(c.daily_cap, ${DEFAULT_DAILY_CAP})::int as daily_cap, coalesce(c.version, 0)::int as version
          from passport_companies co left join passport_sending_caps c on c.company_id = co.id
          where co.id = ${companyId} for update of co`,
    );
    if (!company) throw notFound(UNKNOWN_COMPANY);
    if (company.version !== version) throw staleEdit();
    await tx.execute(
      sql`insert into passport_sending_caps (company_id, daily_cap, set_by) values (${companyId}, ${dailyCap}, ${user.siteId})
          on conflict (company_id) do update set daily_cap = excluded.daily_cap, set_by = excluded.set_by, set_at = now(),
            version = passport_sending_caps.version + 1`,
    );
    await writeAuditChange(tx, {
      actor: user.siteId,
      action: 'passport.campaign.daily_cap',
      subject: String(companyId),
      ip,
      before: { daily_cap: company.daily_cap, version },
      after: { daily_cap: dailyCap, version: version + 1 },
      detail: { daily_cap: dailyCap },
    });
  });
  // The company as the list shows it now, read alone rather than out of every company.
  const [saved] = await rowsOf<StoredCap>(db, sql`${capsSelect} where id = ${companyId}`);
  if (!saved) throw notFound(UNKNOWN_COMPANY); // removed since the change was saved
  return capOf(saved);
}
