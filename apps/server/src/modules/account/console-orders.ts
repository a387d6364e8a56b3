// The administrator console's order list (issue 19): every user's orders, paged, sorted and
// searched (username, description, order number) on the server; the CSV export runs the same query.
// Each row carries its refunded total (done refunds only) and the net (total less refunded).
import { CONSOLE_EXPORT_MAX_ROWS } from '@mti/contracts/admin/console-list';
import type { ConsoleOrderRow, OrderListQuery } from '@mti/contracts/admin/console-payments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { allListRows, type PagedListSpec, pagedList } from '../../platform/paged-list.ts';

type OrderSort = OrderListQuery['sort'];

const orderListSpec: PagedListSpec<OrderSort> = {
  select: sql`select o.id, o.site_id, u.userid,
        to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
        o.total_cents, o.description, o.card_brand, o.card_last4,
        (o.prospect_transaction_tuid is not null) as prospect_transaction,
        coalesce(r.refunded_cents, 0) as refunded_cents,
        o.total_cents - coalesce(r.refunded_cents, 0) as net_cents
      from orders o join users u on u.site_id = o.site_id
      left join (select order_id, sum(amount_cents)::int as refunded_cents from order_refunds
                 where status = 'done' group by order_id) r on r.order_id = o.id`,
  sortColumns: {
    created_at: sql`o.created_at`,
    id: sql`o.id`,
    userid: sql`lower(u.userid)`,
    total_cents: sql`o.total_cents`,
    refunded_cents: sql`coalesce(r.refunded_cents, 0)`,
    net_cents: sql`o.total_cents - coalesce(r.refunded_cents, 0)`,
  },
  tieBreaker: sql`o.id`,
  searchColumns: [sql`u.userid`, sql`o.description`, sql`o.id::text`],
};

const rowOf = (r: ConsoleOrderRow): ConsoleOrderRow => ({
  ...r,
  id: Number(r.id),
  total_cents: Number(r.total_cents),
  refunded_cents: Number(r.refunded_cents),
  net_cents: Number(r.net_cents),
});

export async function listConsoleOrders({ db, query }: { db: Db; query: OrderListQuery }) {
  const { rows, total } = await pagedList<OrderSort, ConsoleOrderRow>(db, orderListSpec, query);
  return { rows: rows.map(rowOf), total, page: query.page, page_size: query.page_size };
}

export async function exportConsoleOrders({ db, query }: { db: Db; query: OrderListQuery }) {
  return (await allListRows<OrderSort, ConsoleOrderRow>(db, orderListSpec, query, CONSOLE_EXPORT_MAX_ROWS)).map(rowOf);
}
