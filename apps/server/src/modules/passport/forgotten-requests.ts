// The administrator's list of recorded "forgotten" requests (issue 14): when, by whom, why, how many
// contacts went and which exhibitors had exported the person. No address is kept to show.
import type { ForgottenRequest } from '@mti/contracts/passport/passport-admin-api';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db.ts';
import { type AdminCall, requireAdministrator } from './admin-service.ts';

/** Newest first; the last 500 are enough for a screen (older ones stay in the table and the audit log). */
export async function listForgottenRequests(call: AdminCall): Promise<{ requests: ForgottenRequest[] }> {
  await requireAdministrator(call);
  const rows = await rowsOf<{
    id: number;
    recorded_at: Date | string;
    recorded_by: string;
    reason: string | null;
    contacts_removed: number;
    exported_by: string[] | string | null;
  }>(
    call.db,
    sql`select s.id, s.recorded_at, s.recorded_by, s.reason, s.contacts_removed,
          (select jsonb_agg(c.name order by c.name) from passport_companies c
            where s.exported_by_company_ids @> to_jsonb(c.id)) as exported_by
        from passport_suppressions s order by s.recorded_at desc, s.id desc limit 500`,
  );
  return {
    requests: rows.map((r) => ({
      suppression_id: Number(r.id),
      recorded_at: new Date(r.recorded_at).toISOString(),
      recorded_by: r.recorded_by,
      reason: r.reason,
      contacts_removed: Number(r.contacts_removed),
      exported_by: (typeof r.exported_by === 'string' ? JSON.parse(r.exported_by) : r.exported_by) ?? [],
    })),
  };
}
