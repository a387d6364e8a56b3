// Passport Territory Manager (issue 14, its help page): the company's passport users of a show year,
// and the US states and countries each one covers. A state or country belongs to one user at a time;
// a user's territory narrows their Find Prospects and Search Contacts (contact-sql.ts).
import {
  type AssignTerritoryBody,
  TERRITORY_USER_NOT_IN_COMPANY,
  type TerritoriesResponse,
  territoryTaken,
} from '@mti/contracts/passport/passport-api';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import { type Db, rowsOf, withTransaction } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { requireShowYear, type ShowYearAccess } from './access.ts';

type Call = { db: Db; siteId: string };

/** The users holding a seat of the company's subscription for the show year, with their territories. */
async function seatHolders(db: Db, access: ShowYearAccess) {
  return rowsOf<{ site_id: string; name_first: string; name_last: string }>(
    db,
    sql`select u.site_id, u.name_first, u.name_last
        from passport_subscriptions p
        join passport_seats seat on seat.subscription_id = p.id
        join users u on u.site_id = seat.site_id
        where p.company_id = ${access.companyId} and p.show_year = ${access.showYear}
        order by u.name_last, u.name_first`,
  );
}

export async function getTerritories({
  db,
  siteId,
  showYear,
}: Call & { showYear: string }): Promise<TerritoriesResponse> {
  const access = await requireShowYear(db, siteId, showYear);
  const users = await seatHolders(db, access);
  const regions = await rowsOf<{ site_id: string; region_kind: string; region_code: string }>(
    db,
    sql`select site_id, region_kind, region_code from passport_territories
        where company_id = ${access.companyId} and show_year = ${showYear} order by region_code`,
  );
  return {
    show_year: showYear,
    users: users.map((u) => ({
      ...u,
      states: regions.filter((r) => r.site_id === u.site_id && r.region_kind === 'state').map((r) => r.region_code),
      countries: regions
        .filter((r) => r.site_id === u.site_id && r.region_kind === 'country')
        .map((r) => r.region_code),
    })),
  };
}

/** PUT territories/{siteId}: replaces the user's territory; a region another user holds is refused (409). */
export async function assignTerritory({
  db,
  siteId,
  userSiteId,
  body,
  ip,
}: Call & {
  userSiteId: string;
  body: Required<AssignTerritoryBody>;
  ip: string | null;
}): Promise<TerritoriesResponse> {
  const access = await requireShowYear(db, siteId, body.show_year);
  const users = await seatHolders(db, access);
  if (!users.some((u) => u.site_id === userSiteId)) throw notFound(TERRITORY_USER_NOT_IN_COMPANY);
  const wanted = [
    ...[...new Set(body.states)].map((code) => ({ kind: 'state', code })),
    ...[...new Set(body.countries)].map((code) => ({ kind: 'country', code })),
  ];
  await withTransaction(db, async (tx) => {
    // Serialises assignments of one company and show year, so two managers cannot give one state twice.
    await tx.execute(sql`select id from passport_subscriptions
      where company_id = ${access.companyId} and show_year = ${access.showYear} for update`);
    const held = await rowsOf<{ region_kind: string; region_code: string; site_id: string }>(
      tx,
      sql`select region_kind, region_code, site_id from passport_territories
          where company_id = ${access.companyId} and show_year = ${access.showYear} and site_id <> ${userSiteId}`,
    );
    for (const region of wanted) {
      const holder = held.find((h) => h.region_kind === region.kind && h.region_code === region.code);
      if (holder) {
        const user = users.find((u) => u.site_id === holder.site_id);
        throw new AppError(
          409,
          'territory_taken',
          territoryTaken(region.code, user ? `${user.name_first} ${user.name_last}` : 'another user'),
        );
      }
    }
    await tx.execute(sql`delete from passport_territories
      where company_id = ${access.companyId} and show_year = ${access.showYear} and site_id = ${userSiteId}`);
    for (const region of wanted)
      await tx.execute(sql`insert into passport_territories (company_id, show_year, region_kind, region_code, site_id)
        values (${access.companyId}, ${access.showYear}, ${region.kind}, ${region.code}, ${userSiteId})`);
  });
  await writeAudit(db, {
    actor: siteId,
    action: 'passport.territory_assigned',
    subject: userSiteId,
    ip,
    detail: { show_year: access.showYear, states: body.states, countries: body.countries },
  });
  return getTerritories({ db, siteId, showYear: access.showYear });
}
