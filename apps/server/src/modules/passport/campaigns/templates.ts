// The e-mail templates written here (issue 16): each lays out the exhibitor's logo, the booth number
// and a call to action around the message the exhibitor writes in the rich-text editor.
import type { CampaignTemplate, TemplateFields, TemplateId } from '@mti/contracts/passport/campaigns-api';

export const CAMPAIGN_TEMPLATES: readonly CampaignTemplate[] = [
  {
    template_id: 'booth_invitation',
    name: 'Booth invitation',
    description: 'Invite prospects to your booth: logo, booth number in a banner, and a button to book a meeting.',
    starter_subject: 'Visit {{company|us}} at booth {{booth}}',
    starter_body_html:
      '<p>Hello {{first_name|there}},</p><p>We would be glad to show you our latest machines at the show. Stop by our booth for a live demonstration.</p>',
    starter_cta_label: 'Book a meeting',
  },
  {
    template_id: 'product_showcase',
    name: 'Product showcase',
    description: 'Present a product: logo, a headline band, your message and a button to the product page.',
    starter_subject: 'See what is new at booth {{booth}}',
    starter_body_html:
      '<p>Hi {{first_name|there}},</p><p>Our new line cuts cycle times for shops like {{company|yours}}. See it running at the show.</p>',
    starter_cta_label: 'See the product',
  },
  {
    template_id: 'follow_up',
    name: 'Follow-up after the show',
    description: 'Thank visitors after the show: logo, your message, and a button to continue the conversation.',
    starter_subject: 'Thank you for visiting booth {{booth}}',
    starter_body_html:
      '<p>Dear {{first_name|visitor}},</p><p>Thank you for stopping by. Here is the information we promised.</p>',
    starter_cta_label: 'Get the details',
  },
];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ACCENT: Record<TemplateId, string> = {
  booth_invitation: '#c2410c',
  product_showcase: '#1d4ed8',
  follow_up: '#0f766e',
};

/**
 * The template's HTML around the (already sanitised) body: a table layout, as e-mail clients
 * need. The booth banner uses the merge field, so a list without a booth shows its fallback.
 */
export function layoutTemplate(fields: TemplateFields, bodyHtml: string, companyName: string): string {
  const accent = ACCENT[fields.template_id];
  const logo = fields.logo_url
    ? `<img src="${escapeAttribute(fields.logo_url)}" alt="${escapeAttribute(companyName)}" width="160" style="max-width:160px;height:auto">`
    : `<strong style="font-size:20px;color:#0b1f44">${escapeText(companyName)}</strong>`;
  const cta =
    fields.cta_url && fields.cta_label
      ? `<p style="text-align:center;margin:24px 0"><a href="${escapeAttribute(fields.cta_url)}" style="background:${accent};color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeText(fields.cta_label)}</a></p>`
      : '';
  const banner =
    fields.template_id === 'follow_up'
      ? ''
      : `<p style="background:${accent};color:#ffffff;padding:10px 16px;font-size:18px;margin:0 0 16px">Booth {{booth}}</p>`;
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<tr><td style="padding:16px 0">${logo}</td></tr>`,
    `<tr><td>${banner}${bodyHtml}${cta}</td></tr>`,
    '</table>',
  ].join('');
}
