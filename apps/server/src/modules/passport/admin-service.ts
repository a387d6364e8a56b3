// The administrator's Exhibitor Passport calls (issue 14): a "forgotten" request, extra paid seats,
// giving out a free seat, and reassigning a seat (only with a reason; spec §6: when the employee has left the company).
// Every change is audited. Callers must be administrators signed in as themselves.
import {
  type AdminSubscription,
  NO_FREE_SEAT,
  SEAT_ALREADY_HELD,
  SEAT_HOLDER_UNKNOWN,
  type SeatListQuery,
  type SeatListResponse,
} from '@mti/contracts/passport/passport-api';
import { sql } from 'drizzle-orm';
import { writeAudit, writeAuditChange } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { type PagedListSpec, pagedList } from '../../platform/paged-list.ts';
import { isAdministrator } from '../identity/service.ts';
import { emailHash } from './email-hash.ts';

export type AdminCall = { db: Db; user: AuthenticatedUser; ip: string | null };

/** Administrators signed in as themselves (not acting as another user). */
export async function requireAdministrator({ db, user }: AdminCall): Promise<void> {
  if (user.actingAdmin || !(await isAdministrator({ db, siteId: user.siteId }))) throw forbidden();
}

/**
 * Forgets a person: every contact with the e-mail goes (and with it list memberships, leads,
 * opportunities and, deleted here, export marks), in one transaction. A suppression row keeps only
 * the e-mail's hash, so the person is never loaded again, and the companies that had exported them.
 */
export async function forgetPerson(call: AdminCall & { email: string; reason?: string }) {
  await requireAdministrator(call);
  const { db, user, email, reason } = call;
  const result = await withTransaction(db, async (tx) => {
    const exporters = await rowsOf<{ company_id: number }>(
      tx,
      sql`select distinct e.company_id from passport_export_contacts x
          join passport_exports e on e.id = x.export_id join passport_contacts c on c.id = x.contact_id
          where lower(c.email) = ${email} order by 1`,
    );
    // The export marks have no foreign key to the contact (decision 093): they go here, in the same
    // statement as the contacts, so that no mark of a forgotten person is left.
    const [removed] = await rowsOf<{ n: number }>(
      tx,
      sql`with gone as (delete from passport_contacts where lower(email) = ${email} returning id),
          unmarked as (delete from passport_export_contacts where contact_id in (select id from gone))
          select count(*)::int as n from gone`,
    );
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into passport_suppressions (email_hash, contacts_removed, exported_by_company_ids, reason, recorded_by)
          values (${emailHash(email)}, ${Number(removed?.n ?? 0)},
                  ${JSON.stringify(exporters.map((e) => Number(e.company_id)))}::jsonb, ${reason ?? null}, ${user.siteId})
          on conflict (email_hash) do update
            set contacts_removed = passport_suppressions.contacts_removed + excluded.contacts_removed,
                recorded_at = now()
          returning id`,
    );
    return { suppression_id: Number(row?.id), contacts_removed: Number(removed?.n ?? 0) };
  });
  // The audit keeps the suppression's id, never the address.
  await writeAudit(db, {
    actor: user.siteId,
    action: 'passport.person_forgotten',
    subject: String(result.suppression_id),
    ip: call.ip,
    detail: { contacts_removed: result.contacts_removed },
  });
  return result;
}

type SubscriptionRow = Omit<AdminSubscription, 'holders'> & { holders: AdminSubscription['holders'] | string };
type SeatSort = SeatListQuery['sort'];

/**
 * Every subscription with its seats and holders, as one select (a page of the list and a single
 * subscription read it alike). `holders_text` is what the search looks in besides the company.
 */
const subscriptionsSelect = sql`select * from (
    select p.id::int as subscription_id, c.name as company_name, p.show_year,
           p.included_seats::int as included_seats, p.extra_seats::int as extra_seats,
           (select count(*) from passport_seats s where s.subscription_id = p.id)::int as seats_used,
           coalesce((select jsonb_agg(jsonb_build_object('site_id', u.site_id, 'name_first', u.name_first,
                       'name_last', u.name_last) order by u.name_last)
                     from passport_seats s join users u on u.site_id = s.site_id where s.subscription_id = p.id),
                    '[]'::jsonb) as holders,
           (select string_agg(u.name_first || ' ' || u.name_last || ' ' || u.site_id, ' ')
              from passport_seats s join users u on u.site_id = s.site_id where s.subscription_id = p.id) as holders_text
    from passport_subscriptions p join passport_companies c on c.id = p.company_id) as subscription`;

const seatListSpec: PagedListSpec<SeatSort> = {
  select: subscriptionsSelect,
  sortColumns: {
    company_name: sql`lower(subscription.company_name)`,
    show_year: sql`subscription.show_year`,
    included_seats: sql`subscription.included_seats`,
    extra_seats: sql`subscription.extra_seats`,
    seats_used: sql`subscription.seats_used`,
  },
  tieBreaker: sql`subscription.show_year, subscription.subscription_id`,
  searchColumns: [sql`subscription.company_name`, sql`subscription.show_year`, sql`subscription.holders_text`],
};

const subscriptionOfRow = (r: SubscriptionRow): AdminSubscription => ({
  subscription_id: Number(r.subscription_id),
  company_name: r.company_name,
  show_year: r.show_year,
  included_seats: Number(r.included_seats),
  extra_seats: Number(r.extra_seats),
  holders: typeof r.holders === 'string' ? JSON.parse(r.holders) : r.holders,
});

/** One page of the subscriptions, sorted and searched on the server (the company's name by default). */
export async function listSubscriptions(call: AdminCall & { query: SeatListQuery }): Promise<SeatListResponse> {
  await requireAdministrator(call);
  const { query } = call;
  const { rows, total } = await pagedList<SeatSort, SubscriptionRow>(call.db, seatListSpec, query);
  return { rows: rows.map(subscriptionOfRow), total, page: query.page, page_size: query.page_size };
}

/** The subscriptions in which the user holds a seat (the console's user detail), by company and show year. */
export async function seatsHeldBy(call: AdminCall & { siteId: string }): Promise<AdminSubscription[]> {
  await requireAdministrator(call);
  const rows = await rowsOf<SubscriptionRow>(
    call.db,
    sql`${subscriptionsSelect} where exists (select 1 from passport_seats s
          where s.subscription_id = subscription.subscription_id and s.site_id = ${call.siteId})
        order by lower(subscription.company_name), subscription.show_year, subscription.subscription_id`,
  );
  return rows.map(subscriptionOfRow);
}

async function subscriptionOf(db: Db, subscriptionId: number): Promise<AdminSubscription> {
  const [row] = await rowsOf<SubscriptionRow>(
    db,
    sql`${subscriptionsSelect} where subscription.subscription_id = ${subscriptionId}`,
  );
  if (!row) throw notFound();
  return subscriptionOfRow(row);
}

/** Records paid seats beyond the included ones; the audit row (before and after) is in the same transaction. */
export async function addExtraSeats(call: AdminCall & { subscriptionId: number; seats: number; reason: string }) {
  await requireAdministrator(call);
  const { db, user, subscriptionId, seats, reason } = call;
  await withTransaction(db, async (tx) => {
    // Locks the subscription, so that the before of the audit row is the one this change started from.
    await tx.execute(sql`select id from passport_subscriptions where id = ${subscriptionId} for update`);
    const before = await subscriptionOf(tx, subscriptionId);
    await tx.execute(
      sql`update passport_subscriptions set extra_seats = extra_seats + ${seats} where id = ${subscriptionId}`,
    );
    await tx.execute(sql`insert into passport_seat_changes (subscription_id, kind, seats, reason, by_site_id)
      values (${subscriptionId}, 'extra_seats', ${seats}, ${reason}, ${user.siteId})`);
    await writeAuditChange(tx, {
      actor: user.siteId,
      action: 'passport.extra_seats',
      subject: String(subscriptionId),
      ip: call.ip,
      before: { extra_seats: before.extra_seats },
      after: { extra_seats: before.extra_seats + seats },
      detail: { seats, reason },
    });
  });
  return subscriptionOf(db, subscriptionId);
}

/** The user joins the subscription's company if they work for none yet; another company's employee is refused. */
async function joinCompany(tx: Db, subscriptionId: number, siteId: string, field: string): Promise<void> {
  const [target] = await rowsOf<{ company_id: number | null; own_company: number }>(
    tx,
    sql`select cu.company_id, p.company_id as own_company
        from users u left join passport_company_users cu on cu.site_id = u.site_id
        cross join passport_subscriptions p where u.site_id = ${siteId} and p.id = ${subscriptionId}`,
  );
  if (!target) throw badRequest('seat_holder_unknown', SEAT_HOLDER_UNKNOWN, field);
  if (target.company_id !== null && Number(target.company_id) !== Number(target.own_company))
    throw new AppError(409, 'other_company', 'This user works for another exhibitor.');
  if (target.company_id === null)
    await tx.execute(
      sql`insert into passport_company_users (site_id, company_id) values (${siteId}, ${target.own_company})`,
    );
}

/** Gives a free seat (included or extra) to an employee; 409 when every seat is taken. */
export async function assignSeat(call: AdminCall & { subscriptionId: number; siteId: string; reason: string }) {
  await requireAdministrator(call);
  const { db, user, subscriptionId, siteId, reason } = call;
  await withTransaction(db, async (tx) => {
    // Locks the subscription: two assignments at once cannot both take its last seat.
    await tx.execute(sql`select id from passport_subscriptions where id = ${subscriptionId} for update`);
    const subscription = await subscriptionOf(tx, subscriptionId);
    if (subscription.holders.some((h) => h.site_id === siteId))
      throw badRequest('seat_already_held', SEAT_ALREADY_HELD, 'site_id');
    if (subscription.holders.length >= subscription.included_seats + subscription.extra_seats)
      throw new AppError(409, 'no_free_seat', NO_FREE_SEAT);
    await joinCompany(tx, subscriptionId, siteId, 'site_id');
    await tx.execute(sql`insert into passport_seats (subscription_id, site_id) values (${subscriptionId}, ${siteId})`);
    await tx.execute(sql`insert into passport_seat_changes (subscription_id, kind, to_site_id, reason, by_site_id)
      values (${subscriptionId}, 'assign', ${siteId}, ${reason}, ${user.siteId})`);
  });
  await writeAudit(db, {
    actor: user.siteId,
    action: 'passport.seat_assigned',
    subject: String(subscriptionId),
    ip: call.ip,
    detail: { to: siteId, reason },
  });
  return subscriptionOf(db, subscriptionId);
}

/**
 * Moves a seat from its holder to another user, with the reason. The new holder must work for the
 * same company, or for none yet (then joins it). Their territories of that show year go with the old holder.
 */
export async function reassignSeat(
  call: AdminCall & { subscriptionId: number; fromSiteId: string; toSiteId: string; reason: string },
) {
  await requireAdministrator(call);
  const { db, user, subscriptionId, fromSiteId, toSiteId, reason } = call;
  const subscription = await subscriptionOf(db, subscriptionId);
  if (!subscription.holders.some((h) => h.site_id === fromSiteId))
    throw badRequest('seat_holder_unknown', SEAT_HOLDER_UNKNOWN, 'from_site_id');
  if (subscription.holders.some((h) => h.site_id === toSiteId))
    throw badRequest('seat_already_held', SEAT_ALREADY_HELD, 'to_site_id');
  await withTransaction(db, async (tx) => {
    await joinCompany(tx, subscriptionId, toSiteId, 'to_site_id');
    await tx.execute(
      sql`delete from passport_seats where subscription_id = ${subscriptionId} and site_id = ${fromSiteId}`,
    );
    await tx.execute(sql`delete from passport_territories
      where site_id = ${fromSiteId} and show_year = ${subscription.show_year}`);
    await tx.execute(
      sql`insert into passport_seats (subscription_id, site_id) values (${subscriptionId}, ${toSiteId})`,
    );
    await tx.execute(sql`insert into passport_seat_changes (subscription_id, kind, from_site_id, to_site_id, reason, by_site_id)
      values (${subscriptionId}, 'reassign', ${fromSiteId}, ${toSiteId}, ${reason}, ${user.siteId})`);
    await writeAuditChange(tx, {
      actor: user.siteId,
      action: 'passport.seat_reassigned',
      subject: String(subscriptionId),
      ip: call.ip,
      before: { holders: subscription.holders.map((h) => h.site_id) },
      after: { holders: (await subscriptionOf(tx, subscriptionId)).holders.map((h) => h.site_id) },
      detail: { from: fromSiteId, to: toSiteId, reason },
    });
  });
  return subscriptionOf(db, subscriptionId);
}
