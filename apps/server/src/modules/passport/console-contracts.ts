// The administrator console's list of booth contracts per show cycle (issue 19): each with its
// company, its Exhibitor Passport subscription (if any), seats used of included + paid, and the
// company's daily sending cap. Paged, sorted and filtered on the server (platform/paged-list.ts).

import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type { BoothContractRow, ContractListQuery } from '@mti/contracts/admin/console-passport';
import { DEFAULT_DAILY_CAP } from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';

type ContractSort = ContractListQuery['sort'];

function contractListSpec(query: ContractListQuery): PagedListSpec<ContractSort> {
  return {
    select: sql`select * from (
        select b.company_id, c.name as company_name, b.show_year, b.booth, p.id as subscription_id,
               coalesce(p.included_seats, 0)::int as included_seats, coalesce(p.extra_seats, 0)::int as extra_seats,
               (select count(*) from passport_seats s where s.subscription_id = p.id)::int as seats_used,
               coalesce((select jsonb_agg(u.userid order by u.userid) from passport_seats s
                          join users u on u.site_id = s.site_id where s.subscription_id = p.id), '[]'::jsonb) as holders,
               coalesce(cap.daily_cap, ${DEFAULT_DAILY_CAP})::int as daily_cap,
               coalesce(cap.version, 0)::int as daily_cap_version
        from passport_booth_contracts b
        join passport_companies c on c.id = b.company_id
        left join passport_subscriptions p on p.company_id = b.company_id and p.show_year = b.show_year
        left join passport_sending_caps cap on cap.company_id = b.company_id) as contract`,
    sortColumns: {
      company_name: sql`lower(contract.company_name)`,
      show_year: sql`contract.show_year`,
      booth: sql`contract.booth`,
      seats_used: sql`contract.seats_used`,
      daily_cap: sql`contract.daily_cap`,
    },
    tieBreaker: sql`contract.company_id, contract.show_year`,
    searchColumns: [sql`contract.company_name`, sql`contract.booth`],
    where: query.show_year === '' ? [] : [sql`contract.show_year = ${query.show_year}`],
  };
}

type ContractRow = Omit<BoothContractRow, 'holders'> & { holders: string[] | string };

const rowOf = (r: ContractRow): BoothContractRow => ({
  ...r,
  holders: typeof r.holders === 'string' ? JSON.parse(r.holders) : r.holders,
  company_id: Number(r.company_id),
  subscription_id: r.subscription_id === null ? null : Number(r.subscription_id),
});

export async function listBoothContracts({ db, query }: { db: Db; query: ContractListQuery }) {
  const { rows, total } = await pagedList<ContractSort, ContractRow>(db, contractListSpec(query), query);
  return { rows: rows.map(rowOf), total, page: query.page, page_size: query.page_size };
}

export async function exportBoothContracts({ db, query }: { db: Db; query: ContractListQuery }) {
  const rows = await allListRows<ContractSort, ContractRow>(
    db,
    contractListSpec(query),
    query,
    CONSOLE_EXPORT_MAX_ROWS,
  );
  return rows.map(rowOf);
}
