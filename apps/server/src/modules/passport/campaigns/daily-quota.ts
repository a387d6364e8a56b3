// The per-company daily sending cap as the sender uses it (issue 16). Senders reserve their
// messages from the day's count (UTC) in one locked update before sending, and hand back what they
// did not use; a sender killed mid-chunk loses its unused reservation for that day (never more sent).
// Apart from sending-caps.ts (the administrators' screen) so the sender process loads no admin code.
import { DEFAULT_DAILY_CAP } from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf, withTransaction } from '../../../platform/db.ts';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Reserves up to `wanted` of today's messages; gives how many were granted (0 when the cap is reached). */
export async function reserveQuota(db: Db, companyId: number, now: Date, wanted: number): Promise<number> {
  return withTransaction(db, async (tx) => {
    await tx.execute(
      sql`insert into passport_daily_sends (company_id, day) values (${companyId}, ${dayOf(now)}) on conflict do nothing`,
    );
    const [row] = await rowsOf<{ reserved: number; cap: number }>(
      tx,
      sql`select d.reserved, coalesce(c.daily_cap, ${DEFAULT_DAILY_CAP}) as cap
          from passport_daily_sends d left join passport_sending_caps c on c.company_id = d.company_id
          where d.company_id = ${companyId} and d.day = ${dayOf(now)} for update of d`,
    );
    const granted = Math.max(0, Math.min(wanted, Number(row?.cap ?? 0) - Number(row?.reserved ?? 0)));
    if (granted > 0) {
      await tx.execute(
        sql`update passport_daily_sends set reserved = reserved + ${granted}
            where company_id = ${companyId} and day = ${dayOf(now)}`,
      );
    }
    return granted;
  });
}

export async function releaseQuota(db: Db, companyId: number, now: Date, unused: number): Promise<void> {
  if (unused <= 0) return;
  await db.execute(
    sql`update passport_daily_sends set reserved = greatest(reserved - ${unused}, 0)
        where company_id = ${companyId} and day = ${dayOf(now)}`,
  );
}
