// The campaign rendered when it is saved or queued, stored with it (passport_campaigns.prepared), so
// that the sender process does not load sanitize-html and html-to-text (decision 094). The stored
// rendering carries a key of what it was rendered from; when that changed since (an edit, the company
// renamed, a campaign written without it), the sender renders the campaign itself, as before.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { rowsOf } from '../../../platform/db.ts';
import type { CampaignRow } from './campaign-rows.ts';
import type { PreparedCampaign } from './personalise.ts';
import { type CampaignContent, type CampaignPreparer, loadCampaignPreparer } from './prepare-content.ts';

/** Raise when prepare-content.ts renders differently, so stored renderings are redone. */
const RENDERING_VERSION = 1;

type StoredRendering = PreparedCampaign & { key: string };

export const contentOf = (campaign: CampaignRow): CampaignContent => ({
  emailType: campaign.email_type,
  html: campaign.html,
  template: campaign.template,
  subject: campaign.subject,
  companyName: campaign.company_name,
});

const keyOf = (content: CampaignContent) =>
  createHash('sha256')
    .update(JSON.stringify([RENDERING_VERSION, content]))
    .digest('base64url');

/** Renders the campaign as it is now (a row just read) and stores it: in the caller's transaction. */
export async function storeRendering(
  tx: Db,
  campaign: CampaignRow,
  preparer: Pick<CampaignPreparer, 'prepareCampaign'>,
) {
  const content = contentOf(campaign);
  const stored: StoredRendering = { ...preparer.prepareCampaign(content), key: keyOf(content) };
  await tx.execute(
    sql`update passport_campaigns set prepared = ${JSON.stringify(stored)}::jsonb where id = ${campaign.id}`,
  );
}

/** The stored rendering when it is of the campaign's current content; otherwise rendered here. */
export async function renderingOf(db: Db, campaign: CampaignRow): Promise<PreparedCampaign> {
  const content = contentOf(campaign);
  const [row] = await rowsOf<{ prepared: StoredRendering | null }>(
    db,
    sql`select prepared from passport_campaigns where id = ${campaign.id}`,
  );
  const stored = row?.prepared;
  if (stored && stored.key === keyOf(content)) return { subject: stored.subject, html: stored.html, text: stored.text };
  return (await loadCampaignPreparer()).prepareCampaign(content);
}
