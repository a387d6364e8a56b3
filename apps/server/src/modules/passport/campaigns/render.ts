// What a recipient gets: the campaign's HTML sanitised once (own code or a template around the
// rich-text body), the association's postal address and a visible unsubscribe link added, a text
// part generated; then, per recipient, the merge fields filled (escaped in HTML) and the links set.
import {
  CAMPAIGN_POSTAL_ADDRESS,
  type EmailType,
  MERGE_FIELD_DEFAULT_FALLBACKS,
  MERGE_FIELD_PATTERN,
  type MergeField,
  type TemplateFields,
  UNSUBSCRIBE_LINK_TEXT,
} from '@mti/contracts/passport/campaigns-api';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import { layoutTemplate } from './templates.ts';

const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

// Inline styles are how e-mail HTML is laid out; values that could load or run something are not.
const STYLE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'line-height',
  'margin',
  'margin-top',
  'margin-bottom',
  'padding',
  'border',
  'border-radius',
  'width',
  'max-width',
  'height',
  'display',
  'vertical-align',
];
const SAFE_STYLE_VALUE = /^(?!.*(url|expression|javascript)\s*[(:]).*$/i;

/** Own HTML code and the rich-text body: no scripts, handlers, forms, frames or data: URLs. */
export function sanitizeCampaignHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'center',
      'font',
      'span',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'td',
      'th',
      'h1',
      'h2',
    ],
    allowedAttributes: {
      '*': ['style', 'align', 'width', 'height', 'bgcolor', 'valign', 'role', 'cellpadding', 'cellspacing', 'border'],
      a: ['href', 'title', 'target', 'name'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      font: ['color', 'face', 'size'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [SAFE_STYLE_VALUE]])) },
  });
}

export type CampaignContent = {
  emailType: EmailType;
  html: string;
  template: TemplateFields | null;
  subject: string;
  companyName: string;
};

/** The campaign rendered once, merge fields and the unsubscribe URL still to fill in. */
export type PreparedCampaign = { subject: string; html: string; text: string };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function footerHtml(companyName: string): string {
  const { organisation, street, city } = CAMPAIGN_POSTAL_ADDRESS;
  return [
    '<hr style="border:0;border-top:1px solid #d1d5db;margin:24px 0 12px">',
    '<p style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b7280;line-height:1.5">',
    `Sent by ${escapeHtml(companyName)}, an exhibitor, through the Exhibitor Passport of the `,
    `${escapeHtml(organisation)}, ${escapeHtml(street)}, ${escapeHtml(city)}. `,
    'You receive it because you agreed to hear from exhibitors when you registered for the show. ',
    `<a href="${UNSUBSCRIBE_PLACEHOLDER}">${UNSUBSCRIBE_LINK_TEXT}</a></p>`,
  ].join('');
}

export function prepareCampaign(content: CampaignContent): PreparedCampaign {
  const body =
    content.emailType === 'template' && content.template
      ? layoutTemplate(content.template, sanitizeCampaignHtml(content.template.body_html), content.companyName)
      : sanitizeCampaignHtml(content.html);
  const html = `<!doctype html><html><body>${body}${footerHtml(content.companyName)}</body></html>`;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return { subject: content.subject, html, text };
}

export type MergeValues = Record<MergeField, string>;

function fillMergeFields(template: string, values: MergeValues, encode: (v: string) => string): string {
  return template.replace(MERGE_FIELD_PATTERN, (_match, field: MergeField, fallback: string | undefined) => {
    const value = values[field]?.trim();
    return encode(value || fallback?.trim() || MERGE_FIELD_DEFAULT_FALLBACKS[field]);
  });
}

const decodeHref = (href: string) =>
  href
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export type RecipientLinks = {
  unsubscribeUrl: string;
  /** Click tracking on: the redirect URL for a link; off: undefined (links stay as written). */
  trackedUrl?: (url: string) => string;
};

export function personalise(prepared: PreparedCampaign, values: MergeValues, links: RecipientLinks) {
  let html = fillMergeFields(prepared.html, values, escapeHtml);
  const { trackedUrl } = links;
  if (trackedUrl) {
    html = html.replace(
      /href="(https?:\/\/[^"]+)"/g,
      (_m, href: string) => `href="${escapeHtml(trackedUrl(decodeHref(href)))}"`,
    );
  }
  html = html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeHtml(links.unsubscribeUrl));
  const text = fillMergeFields(prepared.text, values, (v) => v).replaceAll(
    UNSUBSCRIBE_PLACEHOLDER,
    links.unsubscribeUrl,
  );
  const subject = fillMergeFields(prepared.subject, values, (v) => v);
  return { subject, html, text };
}
