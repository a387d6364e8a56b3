// What a recipient gets, rendered once per campaign: the HTML sanitised (own code or a template around
// the rich-text body), the association's postal address and a visible unsubscribe link added, a text
// part generated; personalise.ts then fills in each recipient's merge fields and links. The two
// HTML libraries are handed in: render.ts gives them loaded with the web server; the sender loads
// them only when a campaign's stored rendering is out of date (loadCampaignPreparer, decision 094).
import {
  CAMPAIGN_POSTAL_ADDRESS,
  type EmailType,
  type TemplateFields,
  UNSUBSCRIBE_LINK_TEXT,
} from '@mti/contracts/passport/campaigns-api';
import type { convert as htmlToText } from 'html-to-text';
import type sanitizeHtmlLibrary from 'sanitize-html';
import { escapeHtml, type PreparedCampaign, UNSUBSCRIBE_PLACEHOLDER } from './personalise.ts';
import { layoutTemplate } from './templates.ts';

export type HtmlLibraries = { sanitizeHtml: typeof sanitizeHtmlLibrary; convert: typeof htmlToText };

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

export type CampaignContent = {
  emailType: EmailType;
  html: string;
  template: TemplateFields | null;
  subject: string;
  companyName: string;
};

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

export function createPreparer({ sanitizeHtml, convert }: HtmlLibraries) {
  /** Own HTML code and the rich-text body: no scripts, handlers, forms, frames or data: URLs. */
  function sanitizeCampaignHtml(html: string): string {
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

  function prepareCampaign(content: CampaignContent): PreparedCampaign {
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

  return { sanitizeCampaignHtml, prepareCampaign };
}

export type CampaignPreparer = ReturnType<typeof createPreparer>;

let loading: Promise<CampaignPreparer> | undefined;

/** The preparer with its libraries imported on first use (about 20 MB the sender seldom needs). */
export function loadCampaignPreparer(): Promise<CampaignPreparer> {
  loading ??= Promise.all([import('sanitize-html'), import('html-to-text')]).then(([sanitize, text]) =>
    createPreparer({ sanitizeHtml: sanitize.default, convert: text.convert }),
  );
  return loading;
}
