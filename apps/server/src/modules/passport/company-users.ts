// Which exhibitor company a portal user works for (passport_company_users), as the administrator
// console reads and changes it (issue 19, decision 061). The console runs the change inside the
// user's versioned, audited transaction (identity changeLinkedUserRecord); these are its steps.
import { COMPANY_SEAT_HELD, COMPANY_UNKNOWN, type UserCompany } from '@mti/contracts/admin/user-links';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';

export async function companyOfUser({ db, siteId }: { db: Db; siteId: string }): Promise<UserCompany | null> {
  const [row] = await rowsOf<{ company_id: number; company_name: string }>(
    db,
    sql`select c.id as company_id, c.name as company_name
        from passport_company_users cu join passport_companies c on c.id = cu.company_id where cu.site_id = ${siteId}`,
  );
  return row ? { company_id: Number(row.company_id), company_name: row.company_name } : null;
}

/** Every exhibitor company by name, for the console's picker. */
export async function listCompanyOptions({ db }: { db: Db }): Promise<UserCompany[]> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from passport_companies order by lower(name), id`,
  );
  return rows.map((r) => ({ company_id: Number(r.id), company_name: r.name }));
}

/**
 * The steps that move a user to a company (or to none), to run inside the console's transaction.
 * A user who holds a seat of their present company's subscription keeps it until an administrator
 * reassigns it: moving them first would leave a seat held by another company's employee.
 */
export function userCompanyChange(companyId: number | null) {
  return {
    read: async (tx: Db, siteId: string) => ({ exhibitor_company: await companyOfUser({ db: tx, siteId }) }),
    write: async (tx: Db, siteId: string) => {
      const present = await companyOfUser({ db: tx, siteId });
      if ((present?.company_id ?? null) === companyId) return;
      if (companyId !== null) {
        const [known] = await rowsOf(tx, sql`select 1 from passport_companies where id = ${companyId}`);
        if (!known) throw badRequest('company_unknown', COMPANY_UNKNOWN, 'company_id');
      }
      if (present) {
        const [seat] = await rowsOf(
          tx,
          sql`select 1 from passport_seats s join passport_subscriptions p on p.id = s.subscription_id
              where s.site_id = ${siteId} and p.company_id = ${present.company_id} limit 1`,
        );
        if (seat) throw badRequest('seat_held', COMPANY_SEAT_HELD(present.company_name), 'company_id');
      }
      await tx.execute(sql`delete from passport_company_users where site_id = ${siteId}`);
      if (companyId !== null)
        await tx.execute(
          sql`insert into passport_company_users (site_id, company_id) values (${siteId}, ${companyId})`,
        );
    },
  };
}
