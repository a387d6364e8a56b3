// A running campaign straight in the database, without the API: the fault tests' and the benchmark's
// fixture (a show, a company, opted-in contacts at @inbox.test, their send records, sender jobs).
import { sql } from 'drizzle-orm';
import { selectCampaigns } from '../src/modules/passport/campaigns/campaign-rows.ts';
import { storeRendering } from '../src/modules/passport/campaigns/prepared-content.ts';
import { prepareCampaign } from '../src/modules/passport/campaigns/render.ts';
import { type Db, rowsOf } from '../src/platform/db.ts';

/** A company, `recipients` opted-in contacts and a running campaign to them, with `senderJobs` sender jobs queued. */
export async function seedRunningCampaign(
  db: Db,
  { recipients, senderJobs }: { recipients: number; senderJobs: number },
): Promise<number> {
  await db.execute(
    sql`insert into passport_shows (show_key, name, kind, included_seats) values ('fault', 'Fault Show', 'main', 3)`,
  );
  await db.execute(
    sql`insert into passport_show_years (show_year, show_key, year, starts_on) values ('fault-2026', 'fault', 2026, '2026-09-14')`,
  );
  const [company] = await rowsOf<{ id: number }>(
    db,
    sql`insert into passport_companies (name) values ('Fault Co') returning id`,
  );
  await db.execute(
    sql`insert into passport_contacts (show_year, person_id, registrant_type, first_name, last_name, title, company, city,
          state, country, zip, email, opt_in, email_valid, industry, product_interest, plant_size, buying_role, job_function,
          registered_at)
        select 'fault-2026', g, 'visitor', 'First' || g, 'Last', 'Buyer', 'Shop ' || g, 'Chicago', 'IL', 'US', '60601',
          'r' || g || '@inbox.test', true, true, 'Aerospace', 'Lasers', '1-19 employees', 'Specifier', 'Engineering', now()
        from generate_series(1, ${recipients}) g`,
  );
  const [campaign] = await rowsOf<{ id: number }>(
    db,
    sql`insert into passport_campaigns (company_id, created_by, name, from_name, from_email, reply_to, subject, html, status, started_at)
        values (${company?.id}, 'fault-test', 'Fault', 'Fault Co', 'sales@fault.test', 'sales@fault.test',
          'Fault {{first_name}}', '<p>Hello {{first_name}}</p>', 'running', now())
        returning id`,
  );
  const id = Number(campaign?.id);
  // Rendered as queueing a campaign does (decision 094): the sender finds it and loads no HTML library.
  const [row] = await selectCampaigns(db, Number(company?.id), id);
  if (row) await storeRendering(db, row, { prepareCampaign });
  await db.execute(
    sql`insert into passport_campaign_sends (campaign_id, contact_id, email, email_hash, batch)
        select ${id}, id, email, encode(sha256(convert_to(lower(email), 'UTF8')), 'hex'), 1
        from passport_contacts where show_year = 'fault-2026'`,
  );
  for (let i = 0; i < senderJobs; i++) {
    await db.execute(
      sql`insert into jobs (kind, payload, max_attempts, run_at) values ('passport.campaign.send', ${JSON.stringify({ campaign_id: id })}::jsonb, 8, now())`,
    );
  }
  return id;
}
