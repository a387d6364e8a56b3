// app_title may carry HTML (spec §3): only inline formatting survives, so a title can never add a
// link, a script or an image inside the launcher's own links. The launcher and the console's preview use it.
import DOMPurify from 'dompurify';

const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'sup', 'sub', 'small', 'span', 'br'];

export function sanitizeAppTitle(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: [] });
}

/** The title as plain text, for buttons and accessible names. */
export function appTitleText(html: string): string {
  // A line break separates words: 'USMTO<br>U.S. ...' reads 'USMTO U.S. ...'.
  const doc = new DOMParser().parseFromString(sanitizeAppTitle(html).replace(/<br\s*\/?>/gi, ' '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
