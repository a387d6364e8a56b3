// What a campaign fills in around its content: the merge values (the booth from the company's booth
// contract) and the From header. Kept apart from campaign-service.ts so the sender process imports
// no HTML library (decision 094).
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db.ts';
import type { CampaignRow } from './campaign-rows.ts';
import type { MergeValues } from './personalise.ts';

/** The company's booth at the list's show, or '' (the merge field's fallback then applies). */
export async function boothOf(db: Db, companyId: number, showYear: string | null): Promise<string> {
  if (!showYear) return '';
  const [row] = await rowsOf<{ booth: string }>(
    db,
    sql`select booth from passport_booth_contracts where company_id = ${companyId} and show_year = ${showYear}`,
  );
  return row?.booth ?? '';
}

export async function mergeValuesOf(
  db: Db,
  campaign: CampaignRow,
  contact: { first_name: string; company: string } | null,
): Promise<MergeValues> {
  return {
    first_name: contact?.first_name ?? '',
    company: contact?.company ?? '',
    booth: await boothOf(db, campaign.company_id, campaign.show_year),
  };
}

export const fromHeader = (campaign: Pick<CampaignRow, 'from_name' | 'from_email'>) =>
  `"${campaign.from_name.replace(/["\\\r\n]/g, '')}" <${campaign.from_email}>`;
