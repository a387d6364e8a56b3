// The administrator's list of recorded "forgotten" requests (issue 14), read by the console (issue 19):
// when, by whom, why, how many contacts went and which exhibitors had exported the person. No address
// is kept to show. Paged only: the passport screen's unpaged copy went (decision 099).
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type {
  ForgottenListQuery,
  ForgottenListResponse,
  ForgottenRequest,
} from '@mti/contracts/passport/passport-admin-api';
import { sql } from 'drizzle-orm';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { type AdminCall, requireAdministrator } from './admin-service.ts';

type StoredRequest = {
  id: number;
  recorded_at: Date | string;
  recorded_by: string;
  reason: string | null;
  contacts_removed: number;
  exported_by: string[] | string | null;
};

const requestOf = (r: StoredRequest): ForgottenRequest => ({
  suppression_id: Number(r.id),
  recorded_at: new Date(r.recorded_at).toISOString(),
  recorded_by: r.recorded_by,
  reason: r.reason,
  contacts_removed: Number(r.contacts_removed),
  exported_by: (typeof r.exported_by === 'string' ? JSON.parse(r.exported_by) : r.exported_by) ?? [],
});

type Sort = ForgottenListQuery['sort'];

/** The console's list (issue 19, decision 050): every request, paged and searched in SQL. */
const listSpec: PagedListSpec<Sort> = {
  select: sql`select * from (select s.id, s.recorded_at, s.recorded_by, s.reason, s.contacts_removed,
      coalesce((select jsonb_agg(c.name order by c.name) from passport_companies c
        where s.exported_by_company_ids @> to_jsonb(c.id)), '[]'::jsonb) as exported_by
    from passport_suppressions s) as requests`,
  sortColumns: {
    recorded_at: sql`recorded_at`,
    contacts_removed: sql`contacts_removed`,
    recorded_by: sql`recorded_by`,
  },
  tieBreaker: sql`id`,
  searchColumns: [sql`recorded_by`, sql`reason`, sql`exported_by::text`],
};

export async function pageOfForgottenRequests(
  call: AdminCall & { query: ForgottenListQuery },
): Promise<ForgottenListResponse> {
  await requireAdministrator(call);
  const { rows, total } = await pagedList<Sort, StoredRequest>(call.db, listSpec, call.query);
  return { rows: rows.map(requestOf), total, page: call.query.page, page_size: call.query.page_size };
}

/** Every request the same query matches, in its order: the CSV. */
export async function allForgottenRequests(
  call: AdminCall & { query: ForgottenListQuery },
): Promise<ForgottenRequest[]> {
  await requireAdministrator(call);
  const rows = await allListRows<Sort, StoredRequest>(call.db, listSpec, call.query, CONSOLE_EXPORT_MAX_ROWS);
  return rows.map(requestOf);
}
