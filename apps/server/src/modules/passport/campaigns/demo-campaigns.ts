// Sample campaigns of the demo (seed/passport-demo.ts), deterministic: a verified sender domain, one
// finished campaign to a saved list (every eligible contact marked sent at fixed times), and a draft.
// Labelled as sample data in their names; never sent (the finished one's records are written, not mailed).
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db.ts';
import { startCampaign } from './campaign-start.ts';
import { sanitizeCampaignHtml } from './render.ts';
import { CAMPAIGN_TEMPLATES } from './templates.ts';

export type DemoCampaigns = { siteId: string; domain: string; listName: string };

const STARTED_AT = new Date('2026-08-25T13:00:00Z');

export async function seedDemoCampaigns(db: Db, { siteId, domain, listName }: DemoCampaigns): Promise<void> {
  const [owner] = await rowsOf<{ company_id: number; list_id: number | null }>(
    db,
    sql`select u.company_id, (select l.id from passport_saved_lists l where l.owner_site_id = ${siteId} and l.name = ${listName}) as list_id
        from passport_company_users u where u.site_id = ${siteId}`,
  );
  if (!owner) return;
  const companyId = owner.company_id;
  await db.execute(
    sql`insert into passport_sender_domains (company_id, domain, confirm_email, requested_by, requested_at, verified_at)
        values (${companyId}, ${domain}, ${`marketing@${domain}`}, ${siteId}, ${STARTED_AT.toISOString()}, ${STARTED_AT.toISOString()})
        on conflict (company_id, domain) do update set verified_at = excluded.verified_at, token_hash = null`,
  );
  await db.execute(sql`delete from passport_campaigns where company_id = ${companyId} and is_sample`);
  const [template] = CAMPAIGN_TEMPLATES;
  const fields = {
    template_id: template?.template_id ?? 'booth_invitation',
    body_html: sanitizeCampaignHtml(template?.starter_body_html ?? '<p>Hello</p>'),
    cta_label: template?.starter_cta_label ?? '',
    cta_url: `https://www.${domain}/meetings`,
    logo_url: '',
  };
  const [finished] = await rowsOf<{ id: number }>(
    db,
    sql`insert into passport_campaigns (company_id, created_by, name, from_name, from_email, reply_to, subject, list_id,
          email_type, template, status, send_at, is_sample, created_at, updated_at)
        values (${companyId}, ${siteId}, 'Sample: IMTS 2026 booth invitation', 'Sample Sales Team', ${`sales@${domain}`},
          ${`sales@${domain}`}, ${template?.starter_subject ?? 'Visit our booth'}, ${owner.list_id}, 'template',
          ${JSON.stringify(fields)}::jsonb, 'scheduled', ${STARTED_AT.toISOString()}, true,
          ${new Date(STARTED_AT.getTime() - 86_400_000).toISOString()}, ${STARTED_AT.toISOString()})
        returning id`,
  );
  const id = Number(finished?.id);
  // The send records as the sender writes them at the start, then marked sent one second apart.
  await startCampaign(db, id, ['scheduled'], STARTED_AT);
  await db.execute(
    sql`update passport_campaign_sends set state = 'sent', attempts = 1,
          sent_at = ${STARTED_AT.toISOString()}::timestamptz + (id - (select min(id) from passport_campaign_sends where campaign_id = ${id})) * interval '1 second',
          message_id = '<sample-' || id || '@' || ${domain} || '>'
        where campaign_id = ${id}`,
  );
  await db.execute(
    sql`update passport_campaigns set status = 'finished',
          finished_at = coalesce((select max(sent_at) from passport_campaign_sends where campaign_id = ${id}), started_at)
        where id = ${id}`,
  );
  await db.execute(
    sql`insert into passport_campaigns (company_id, created_by, name, from_name, from_email, reply_to, subject, list_id,
          email_type, html, is_sample, created_at, updated_at)
        values (${companyId}, ${siteId}, 'Sample: Follow-up after IMTS (draft)', 'Sample Sales Team', ${`sales@${domain}`},
          ${`sales@${domain}`}, 'Thank you for visiting booth {{booth}}', ${owner.list_id}, 'html',
          ${sanitizeCampaignHtml('<p>Hello {{first_name|there}},</p><p>Thank you for visiting our booth {{booth}}. Here is the brochure we promised.</p>')},
          true, ${STARTED_AT.toISOString()}, ${STARTED_AT.toISOString()})`,
  );
}
