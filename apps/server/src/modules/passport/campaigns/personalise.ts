// Per recipient: the merge fields filled (escaped in HTML) and the links set in a campaign rendered
// once (prepare-content.ts). No HTML parser here, so the sender process, which runs this for every
// message, does not load sanitize-html or html-to-text (decision 094).
import {
  MERGE_FIELD_DEFAULT_FALLBACKS,
  MERGE_FIELD_PATTERN,
  type MergeField,
} from '@mti/contracts/passport/campaigns-api';

/** Where the recipient's own unsubscribe URL goes; filled in per message. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';

/** The campaign rendered once, merge fields and the unsubscribe URL still to fill in. */
export type PreparedCampaign = { subject: string; html: string; text: string };

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
